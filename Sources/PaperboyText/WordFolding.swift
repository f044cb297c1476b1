import Foundation

/// The normalisation every match is defined by: a word is a maximal run of letters,
/// digits and combining marks; case, diacritics and character width are folded, and
/// Latin letters that do not decompose are spelled in ASCII (``LatinFolding``: `ø` → `o`).
///
/// ASCII takes a fast path (a byte compare and `| 0x20`); only words with other
/// scalars go through Foundation's folding, which is what makes `Café` equal `cafe`
/// and `ＧＰＵ` equal `gpu`.
public enum WordFolding {
    /// Folds `text` with Foundation: case, diacritics and width.
    public static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }

    /// True for ASCII letters and digits.
    @inlinable
    public static func isASCIIWordByte(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39)
    }

    /// True for scalars that belong to words: letters, digits and combining marks
    /// (so a decomposed `e` + U+0301 stays one word until folding removes the mark).
    public static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 0x80 { return isASCIIWordByte(UInt8(v)) }
        let p = scalar.properties
        if p.isAlphabetic || p.numericType != nil { return true }
        switch p.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// The folded UTF-8 bytes of one word (the slow path for words with non-ASCII scalars).
    /// Folding may leave separators inside (a ligature, a symbol); they are dropped.
    public static func foldedWordBytes(_ word: String) -> [UInt8] {
        if word.utf8.allSatisfy({ $0 < 0x80 }) {
            // ASCII folds to its lower case: no Foundation call.
            return word.utf8.compactMap { isASCIIWordByte($0) ? $0 | (isUpperASCII(UInt32($0)) ? 0x20 : 0) : nil }
        }
        var out: [UInt8] = []
        for scalar in fold(word).unicodeScalars where isWordScalar(scalar) {
            if let ascii = LatinFolding.replacement(scalar) {
                out.append(contentsOf: ascii.utf8)
            } else if scalar.value < 0x80 {
                out.append(UInt8(scalar.value) | (isUpperASCII(scalar.value) ? 0x20 : 0))
            } else {
                out.append(contentsOf: String(scalar).utf8)
            }
        }
        return out
    }

    /// The folded words of `text`, for config-time work (query terms, names): not a hot path.
    public static func words(_ text: String) -> [String] {
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            // ASCII (most names): words are runs of letters and digits, lower-cased.
            return text.utf8.split { !isASCIIWordByte($0) }.map { word in
                String(decoding: word.map { $0 | (isUpperASCII(UInt32($0)) ? 0x20 : 0) }, as: UTF8.self)
            }
        }
        var words: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isWordScalar(scalar) {
                current.append(scalar)
            } else if !current.isEmpty {
                words.append(String(decoding: foldedWordBytes(String(current)), as: UTF8.self))
                current = String.UnicodeScalarView()
            }
        }
        if !current.isEmpty { words.append(String(decoding: foldedWordBytes(String(current)), as: UTF8.self)) }
        return words.filter { !$0.isEmpty }
    }

    @inline(__always)
    private static func isUpperASCII(_ v: UInt32) -> Bool { v >= 0x41 && v <= 0x5A }
}
