import Foundation
import Testing
@testable import PaperboyServices

/// Byte-order marks and labels that libxml2 alone gets wrong: UTF-32, and labels that lie.
@Suite struct EncodingSniffingTests {
    static let title = "Ünïcödé ✓ 𝔸"

    static func document(declaring encoding: String?) -> String {
        let decl = encoding.map { "<?xml version=\"1.0\" encoding=\"\($0)\"?>\n" } ?? "<?xml version=\"1.0\"?>\n"
        return decl + "<rss version=\"2.0\"><channel><item><title>\(title)</title><guid>g</guid></item></channel></rss>"
    }

    static func utf32(_ text: String, bigEndian: Bool, bom: Bool) -> [UInt8] {
        let scalars = (bom ? [0xFEFF] : []) + text.unicodeScalars.map(\.value)
        return scalars.flatMap { value -> [UInt8] in
            let bytes = [UInt8(value & 0xFF), UInt8((value >> 8) & 0xFF), UInt8((value >> 16) & 0xFF), UInt8(value >> 24)]
            return bigEndian ? bytes.reversed() : bytes
        }
    }

    static func utf16(_ text: String, bigEndian: Bool, bom: Bool) -> [UInt8] {
        let units = (bom ? [0xFEFF] : []) + Array(text.utf16)
        return units.flatMap { unit -> [UInt8] in bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    }

    static func title(of bytes: [UInt8]) throws -> String? {
        try Fixtures.parse(bytes: bytes).items.first?.title
    }

    @Test("UTF-32 with a byte-order mark, declared or not", arguments: [
        (false, "UTF-32"), (true, "UTF-32"), (false, nil), (true, nil), (false, "UTF-32LE"), (true, "UTF-32BE"),
    ] as [(Bool, String?)])
    func utf32WithBOM(bigEndian: Bool, label: String?) throws {
        #expect(try Self.title(of: Self.utf32(Self.document(declaring: label), bigEndian: bigEndian, bom: true)) == Self.title)
    }

    @Test("UTF-32 declared, without a byte-order mark", arguments: [false, true])
    func utf32WithoutBOM(bigEndian: Bool) throws {
        let label = bigEndian ? "UTF-32BE" : "UTF-32LE"
        #expect(try Self.title(of: Self.utf32(Self.document(declaring: label), bigEndian: bigEndian, bom: false)) == Self.title)
    }

    @Test("UTF-16 with a byte-order mark and no declaration", arguments: [false, true])
    func utf16WithoutDeclaration(bigEndian: Bool) throws {
        let text = "<rss version=\"2.0\"><channel><item><title>\(Self.title)</title><guid>g</guid></item></channel></rss>"
        #expect(try Self.title(of: Self.utf16(text, bigEndian: bigEndian, bom: true)) == Self.title)
        #expect(try Self.title(of: Self.utf16(Self.document(declaring: nil), bigEndian: bigEndian, bom: true)) == Self.title)
    }

    @Test func declaredUTF8ButWindows1252IsReadAsWindows1252() throws {
        let head = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<rss version=\"2.0\"><channel><item><title>".utf8)
        let doc = head + [0x93, 0x43, 0x61, 0x66, 0xE9, 0x94, 0x20, 0x80] + Array("</title><guid>g</guid></item></channel></rss>".utf8)
        let feed = try Fixtures.parse(bytes: doc)
        #expect(feed.items.first?.title == "\u{201C}Café\u{201D} €")
        #expect(feed.warnings == ["the document declares UTF-8 but is not valid UTF-8; read it as windows-1252"])
    }

    @Test("declared Latin-1 or windows-1252 but valid UTF-8 is read as UTF-8", arguments: ["ISO-8859-1", "iso-8859-1", "windows-1252", "US-ASCII", "latin1"])
    func latin1LabelOnUTF8(label: String) throws {
        let feed = try Fixtures.parse(bytes: Array(Self.document(declaring: label).utf8))
        #expect(feed.items.first?.title == Self.title)
        #expect(feed.warnings == ["the document declares \(label) but is valid UTF-8; read it as UTF-8"])
    }

    @Test func latin1LabelOnASCIIIsSilent() throws {
        let bytes = Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><rss><channel><item><title>plain</title><guid>g</guid></item></channel></rss>".utf8)
        let feed = try Fixtures.parse(bytes: bytes)
        #expect(feed.items.first?.title == "plain")
        #expect(feed.warnings.isEmpty)
    }

    @Test func realLatin1StaysLatin1() throws {
        let bytes = Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><rss><channel><item><title>S".utf8)
            + [0xE3, 0x6F] + Array("</title><guid>g</guid></item></channel></rss>".utf8)
        let feed = try Fixtures.parse(bytes: bytes)
        #expect(feed.items.first?.title == "São")
        #expect(feed.warnings.isEmpty)
    }
}
