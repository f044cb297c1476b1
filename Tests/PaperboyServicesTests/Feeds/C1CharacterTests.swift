import Foundation
import Testing
@testable import PaperboyServices

/// Bytes 0x80–0x9F are windows-1252 punctuation in real feeds, never C1
/// control characters, whatever the label says and however they arrive.
@Suite struct C1CharacterTests {
    static func rss(declaring label: String?, title: [UInt8]) -> [UInt8] {
        EncodingTests.rss(declaring: label, title: title)
    }

    static let dont: [UInt8] = Array("don".utf8) + [0x92] + Array("t".utf8)

    // A declared label cannot hold a ':' (XML's EncName): `ISO_8859-1:1987` is only tried from the caller.
    @Test("Latin-1 and ASCII labels read 0x80–0x9F as windows-1252", arguments: [
        "ISO-8859-1", "iso_8859-1", "iso-ir-100", "iso88591", "latin1", "l1", "IBM819", "cp819",
        "csisolatin1", "us-ascii", "ascii", "ANSI_X3.4-1968", "x-cp1252",
    ])
    func declared(label: String) throws {
        #expect(try EncodingTests.title(Self.rss(declaring: label, title: Self.dont)) == "don\u{2019}t")
    }

    @Test("a Latin-1 label given by the caller", arguments: ["latin1", "ISO-8859-1", "iso_8859-1", "ISO_8859-1:1987", "us-ascii", "cp819"])
    func callerLabel(label: String) throws {
        #expect(try EncodingTests.title(Self.rss(declaring: "UTF-8", title: Self.dont), encoding: label) == "don\u{2019}t")
    }

    @Test func sniffedWithoutALabel() throws {
        #expect(try EncodingTests.title(Self.rss(declaring: nil, title: Self.dont)) == "don\u{2019}t")
    }

    @Test("character references and UTF-8 to C1 characters", arguments: [
        ("don&#146;t", "don\u{2019}t"),
        ("&#x93;quoted&#x94; &#128;5", "\u{201C}quoted\u{201D} €5"),
        ("don\u{92}t \u{85}", "don\u{2019}t \u{2026}"),
        ("a&#x81;b&#x8D;c\u{9D}d", "abcd"),
    ])
    func fromAnyDecoding(title: String, expected: String) throws {
        #expect(try EncodingTests.title(Self.rss(declaring: "UTF-8", title: Array(title.utf8))) == expected)
    }

    @Test func inAUTF16Document() throws {
        let xml = "<?xml version=\"1.0\" encoding=\"UTF-16\"?><rss version=\"2.0\"><channel><item><title>don\u{92}t</title><guid>g</guid></item></channel></rss>"
        let bytes: [UInt8] = [0xFF, 0xFE] + xml.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        #expect(try EncodingTests.title(bytes) == "don\u{2019}t")
    }
}
