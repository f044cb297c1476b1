import Foundation
import Testing
@testable import PaperboyServices

/// UTF-8 that was decoded as windows-1252 and encoded again (`â€™` for `’`)
/// is repaired; text that only looks odd is left as it is.
@Suite struct MojibakeTests {
    static func title(_ text: String) throws -> String? {
        let xml = "<?xml version=\"1.0\" encoding=\"utf-8\"?><rss version=\"2.0\"><channel><title>T</title>"
            + "<item><title>\(text)</title><guid>g</guid></item></channel></rss>"
        return try Fixtures.parse(xml: xml).items.first?.title
    }

    @Test("double-encoded UTF-8 is repaired", arguments: [
        ("It\u{E2}\u{20AC}\u{2122}s", "It\u{2019}s"),
        ("Caf\u{C3}\u{A9} au lait", "Café au lait"),
        ("Wait\u{E2}\u{20AC}\u{A6}", "Wait…"),
        ("S\u{C3}\u{A3}o Paulo", "São Paulo"),
        ("\u{E2}\u{20AC}\u{153}quoted\u{E2}\u{20AC}\u{9D}", "\u{201C}quoted\u{201D}"),
        ("\u{D0}\u{178}\u{D1}\u{20AC}\u{D0}\u{B8}\u{D0}\u{B2}\u{D0}\u{B5}\u{D1}\u{201A}", "Привет"),
        ("smile \u{F0}\u{178}\u{2DC}\u{20AC}", "smile 😀"),
        ("\u{C2}\u{A3}5 \u{C2}\u{A9} 2024", "£5 © 2024"),
        ("Micha\u{C5}\u{201A} \u{C5}\u{203A}wi\u{C4}\u{2122}ty", "Michał święty"),
    ])
    func repaired(text: String, expected: String) throws {
        #expect(try Self.title(text) == expected)
    }

    @Test("correct text is left alone", arguments: [
        "S\u{C3}O JO\u{C3}O \u{C3}\u{A9} aqui",
        "São Paulo",
        "naïve café — déjà vu",
        "Zürich — 東京 \u{C3}\u{A9}",
        "£5 · ©2024 ½",
        "IRM\u{C3}",
        "CAF\u{C9}\u{2019}S",
    ])
    func unchanged(text: String) throws {
        #expect(try Self.title(text) == text)
    }
}
