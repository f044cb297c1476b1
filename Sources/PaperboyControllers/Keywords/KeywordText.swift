import Foundation

/// The normalisation keyword matching is defined by: fold case, diacritics and
/// width once per string, then split into words on unicode scalars.
///
/// A word is a maximal run of letters and digits (unicode `Alphabetic` or
/// numeric); everything else — spaces, punctuation, symbols — separates words.
enum KeywordText {
    /// Folds `text` (`"Ünïcode  Networks"` → `"unicode  networks"`).
    static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }

    /// The folded words of `text`, in order.
    static func words(in text: String) -> [String] {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in fold(text).unicodeScalars {
            if isWordScalar(scalar) {
                current.append(scalar)
            } else if !current.isEmpty {
                words.append(String(current))
                current = String.UnicodeScalarView()
            }
        }
        if !current.isEmpty { words.append(String(current)) }
        return words
    }

    /// True for scalars that belong to words: ASCII letters and digits on the fast
    /// path, unicode alphabetic and numeric scalars otherwise.
    @inline(__always)
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 0x80 {
            return (v >= 0x61 && v <= 0x7A) || (v >= 0x41 && v <= 0x5A) || (v >= 0x30 && v <= 0x39)
        }
        let p = scalar.properties
        return p.isAlphabetic || p.numericType != nil
    }
}
