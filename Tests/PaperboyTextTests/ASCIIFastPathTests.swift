import Foundation
@testable import PaperboyText
import Testing

/// The ASCII shortcuts of folding and name reading give what the general path gives.
@Suite struct ASCIIFastPathTests {
    /// Seeded ASCII texts with letters of both cases, digits, spaces of every kind, `~`,
    /// punctuation, brackets-free name shapes and `et al.`.
    static let texts: [String] = {
        let pieces = ["Ada", "LOVELACE", "van", "der", "Berg", "O'Brien", "J.", "R.-M.", "x2", "~", " ", "  ", "\t", "\r\n", "\n",
                      ",", ";", "-", "et", "al.", "Jr", "III", "de", "La", "Fontaine", "KAUR", "M", "wei", "LI", "", "_", "3D", "&"]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        return (0..<400).map { _ in
            var text = ""
            for _ in 0..<(1 + Int(state % 7)) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text += pieces[Int(state >> 33) % pieces.count] + ((state >> 20) % 3 == 0 ? "" : " ")
            }
            return text
        }
    }()

    @Test func asciiWordsAreTheFoldedWords() {
        for text in Self.texts {
            let folded = WordFolding.fold(text)
            let expected = folded.unicodeScalars.split { !WordFolding.isWordScalar($0) }.map { String(String.UnicodeScalarView($0)) }
            #expect(WordFolding.words(text) == expected, "\(text.debugDescription)")
            for word in expected {
                #expect(WordFolding.foldedWordBytes(word) == Array(word.utf8), "\(word)")
            }
        }
    }

    @Test func aNameWithoutBracketsReadsAsWithAnEmptyOne() {
        for text in Self.texts {
            let plain = CreditLine.person(text)
            let general = CreditLine.person(text + " ()")
            #expect(plain == general, "\(text.debugDescription)")
        }
    }
}
