import Foundation
import Testing
@testable import PaperboyServices

/// Every way real feeds get their bytes wrong must still come out as correct UTF-8.
@Suite struct EncodingTests {
    static func rss(declaring encoding: String?, title: [UInt8]) -> [UInt8] {
        let decl = encoding.map { "<?xml version=\"1.0\" encoding=\"\($0)\"?>\n" } ?? ""
        return Array((decl + "<rss version=\"2.0\"><channel><title>T</title><item><title>").utf8)
            + title + Array("</title><guid>g1</guid></item></channel></rss>".utf8)
    }

    static func title(_ bytes: [UInt8], encoding: String? = nil) throws -> String {
        try Fixtures.parse(bytes: bytes, encoding: encoding).items.first?.title ?? ""
    }

    @Test("declared single- and multi-byte encodings", arguments: [
        ("ISO-8859-1", [0x4E, 0x6F, 0x74, 0xED, 0x63, 0x69, 0x61, 0x73] as [UInt8], "Notícias"),
        ("windows-1252", [0x93, 0x51, 0x75, 0x6F, 0x74, 0x65, 0x64, 0x94, 0x20, 0x80], "\u{201C}Quoted\u{201D} €"),
        ("windows-1251", [0xCD, 0xEE, 0xE2, 0xEE, 0xF1, 0xF2, 0xE8], "Новости"),
        ("GB2312", [0xD6, 0xD0, 0xCE, 0xC4], "中文"),
        ("gb2312", [0x95, 0x32, 0x82, 0x36], "\u{20000}"),
    ])
    func declared(encoding: String, bytes: [UInt8], expected: String) throws {
        #expect(try Self.title(Self.rss(declaring: encoding, title: bytes)) == expected)
    }

    @Test func iso88591LabelReadsC1BytesAsWindows1252() throws {
        #expect(try Self.title(Self.rss(declaring: "ISO-8859-1", title: [0x93, 0x61, 0x94])) == "\u{201C}a\u{201D}")
    }

    @Test func utf16WithByteOrderMarks() throws {
        let xml = "<?xml version=\"1.0\" encoding=\"UTF-16\"?><rss version=\"2.0\"><channel><item><title>Ünïcödé ✓</title><guid>g</guid></item></channel></rss>"
        let little: [UInt8] = [0xFF, 0xFE] + xml.utf16.flatMap { unit -> [UInt8] in [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let big: [UInt8] = [0xFE, 0xFF] + xml.utf16.flatMap { unit -> [UInt8] in [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
        #expect(try Self.title(little) == "Ünïcödé ✓")
        #expect(try Self.title(big) == "Ünïcödé ✓")
    }

    @Test func utf8ByteOrderMark() throws {
        #expect(try Self.title([0xEF, 0xBB, 0xBF] + Self.rss(declaring: "utf-8", title: Array("Café".utf8))) == "Café")
    }

    @Test func whitespaceBeforeTheDeclaration() throws {
        #expect(try Self.title(Array("\n \r\n\t".utf8) + Self.rss(declaring: "UTF-8", title: Array("ok".utf8))) == "ok")
    }

    @Test func undeclaredLatin1IsRecoveredWithAWarning() throws {
        let feed = try Fixtures.parse(bytes: Self.rss(declaring: nil, title: [0x53, 0xE3, 0x6F, 0x20, 0x50, 0x61, 0x75, 0x6C, 0x6F]))
        #expect(feed.items.first?.title == "São Paulo")
        #expect(feed.warnings == ["the document declares no encoding but is not valid UTF-8; read it as windows-1252"])
    }

    @Test func callerEncodingOverridesTheLabel() throws {
        let bytes = Self.rss(declaring: "UTF-8", title: [0xCD, 0xEE, 0xE2, 0xEE, 0xF1, 0xF2, 0xE8])
        #expect(try Self.title(bytes, encoding: "windows-1251") == "Новости")
    }

    @Test func validUTF8IsLeftAlone() throws {
        let feed = try Fixtures.parse(bytes: Self.rss(declaring: nil, title: Array("Zürich — 東京".utf8)))
        #expect(feed.items.first?.title == "Zürich — 東京")
        #expect(feed.warnings.isEmpty)
    }

    @Test("UTF-8 validator", arguments: [
        ([0x41, 0x42], true), ([0xC3, 0xA9], true), ([0xC3], false), ([0xE9, 0x41], false),
        ([0xED, 0xA0, 0x80], false), ([0xF0, 0x9F, 0x98, 0x80], true), ([0xF4, 0x90, 0x80, 0x80], false),
        ([0xC0, 0xAF], false), (Array("0123456789abcdef0123456789abcdé".utf8), true),
    ] as [([UInt8], Bool)])
    func validator(bytes: [UInt8], valid: Bool) {
        #expect(UTF8Validator.isValid(.data(Data(bytes))) == valid)
    }
}
