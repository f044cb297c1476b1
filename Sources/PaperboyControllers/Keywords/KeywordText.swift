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

    /// The folded words of `text` split into fields at `separator`, folding the
    /// whole text in one call (a field may be empty).
    static func words(in text: String, fieldSeparator separator: Unicode.Scalar) -> [[String]] {
        let scalars = fold(text).unicodeScalars
        var fields: [[String]] = []
        var words: [String] = []
        // Words are sliced out of the folded text once each, not built scalar by scalar.
        var wordStart: String.UnicodeScalarView.Index?
        var index = scalars.startIndex
        while index != scalars.endIndex {
            let scalar = scalars[index]
            if isWordScalar(scalar) {
                if wordStart == nil { wordStart = index }
            } else {
                if let start = wordStart {
                    words.append(String(scalars[start..<index]))
                    wordStart = nil
                }
                if scalar == separator {
                    fields.append(words)
                    words = []
                }
            }
            index = scalars.index(after: index)
        }
        if let start = wordStart { words.append(String(scalars[start..<scalars.endIndex])) }
        fields.append(words)
        return fields
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
