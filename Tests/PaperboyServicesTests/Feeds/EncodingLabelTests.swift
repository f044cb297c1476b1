import Foundation
import Testing
@testable import PaperboyServices

/// The WHATWG Encoding Standard's labels (and Python's short aliases, which
/// feedparser accepts), declared in the document or given by the caller.
@Suite struct EncodingLabelTests {
    static let title = "Ünï ✓ 𝔸"

    static func utf16(declaring label: String, bigEndian: Bool = false, bom: Bool = true) -> [UInt8] {
        let xml = "<?xml version=\"1.0\" encoding=\"\(label)\"?><rss version=\"2.0\"><channel><item><title>\(title)</title><guid>g</guid></item></channel></rss>"
        return EncodingSniffingTests.utf16(xml, bigEndian: bigEndian, bom: bom)
    }

    @Test("UTF-16 labels on a UTF-16 document", arguments: [
        "u16", "utf16", "utf-16", "UTF-16LE", "unicode", "ucs-2", "csunicode", "iso-10646-ucs-2", "unicodefeff",
    ])
    func utf16Labels(label: String) throws {
        #expect(try EncodingTests.title(Self.utf16(declaring: label)) == Self.title)
    }

    @Test("big-endian UTF-16 labels", arguments: ["utf-16be", "unicodefffe", "UTF-16", "u16"])
    func bigEndianLabels(label: String) throws {
        #expect(try EncodingTests.title(Self.utf16(declaring: label, bigEndian: true)) == Self.title)
    }

    @Test("UTF-16 labels given by the caller", arguments: ["u16", "unicode", "utf-16", "csunicode"])
    func callerUTF16Labels(label: String) throws {
        #expect(try EncodingTests.title(Self.utf16(declaring: "UTF-16"), encoding: label) == Self.title)
    }

    @Test("a UTF-16 label on an ASCII-compatible document reads it as UTF-8", arguments: ["utf-16", "u16", "unicode"])
    func utf16LabelOnUTF8(label: String) throws {
        let bytes = EncodingTests.rss(declaring: label, title: Array(Self.title.utf8))
        #expect(try EncodingTests.title(bytes) == Self.title)
    }

    @Test("labels of single- and multi-byte encodings", arguments: [
        ("cyrillic", [0xBC, 0xD8, 0xE0] as [UInt8], "Мир"),
        ("iso_8859-5:1988", [0xBC, 0xD8, 0xE0], "Мир"),
        ("koi8", [0xED, 0xC9, 0xD2], "Мир"),
        ("koi", [0xED, 0xC9, 0xD2], "Мир"),
        ("x-cp1251", [0xCC, 0xE8, 0xF0], "Мир"),
        ("latin2", [0xB3], "ł"),
        ("iso-ir-101", [0xB3], "ł"),
        ("x-mac-roman", [0x8E], "é"),
        ("x-sjis", [0x93, 0xFA, 0x96, 0x7B], "日本"),
        ("ms_kanji", [0x93, 0xFA, 0x96, 0x7B], "日本"),
        ("ks_c_5601-1987", [0xC7, 0xD1], "한"),
        ("korean", [0xC7, 0xD1], "한"),
        ("tis-620", [0xA1], "ก"),
        ("csbig5", [0xA4, 0xA4], "中"),
        ("u8", Array("é".utf8), "é"),
        ("unicode-1-1-utf-8", Array("é".utf8), "é"),
    ])
    func byteLabels(label: String, bytes: [UInt8], expected: String) throws {
        if !label.contains(":") { // not an XML EncName: only the caller can give it
            #expect(try EncodingTests.title(EncodingTests.rss(declaring: label, title: bytes)) == expected)
        }
        #expect(try EncodingTests.title(EncodingTests.rss(declaring: nil, title: bytes), encoding: label) == expected)
    }
}
