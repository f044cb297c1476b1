import PaperboyText

/// A title as the identity of a work compares it: markup stripped, TeX decoded, case,
/// accents and punctuation folded, and the words that tell works with the same title
/// apart kept aside as ``marks`` (`Part II`, `Vol. 3`, `Comment on`, `Erratum`).
public struct TitleKey: Hashable, Sendable {
    /// Every folded word, in order.
    public let words: [String]
    /// The words before a subtitle (`:`, ` - `, `—`), or every word when there is none.
    public let mainWords: [String]
    /// What makes this work another than one with the same words: `part 2`, `volume 3`,
    /// `comment`, `reply`, `erratum`, `retraction`.
    public let marks: Set<String>

    /// The key of `title`.
    public init(_ title: String) {
        let plain = ReadableText.clean(TeXDecoder.decode(Self.withoutMarkup(title)))
        words = WordFolding.words(plain)
        let main = plain.firstIndex { ":—–".contains($0) }.map { String(plain[..<$0]) }
            ?? plain.range(of: " - ").map { String(plain[..<$0.lowerBound]) } ?? plain
        mainWords = WordFolding.words(main)
        marks = Self.marks(in: words)
    }

    /// True when both name one work's title: the same marks, and the same words, or the same
    /// main title of at least four words where one of the two carries no subtitle at all.
    public func matches(_ other: TitleKey) -> Bool {
        guard marks == other.marks, !words.isEmpty else { return false }
        if words == other.words { return true }
        guard mainWords.count >= 4, mainWords == other.mainWords else { return false }
        return words == mainWords || other.words == other.mainWords
    }

    /// Kinds of reply, correction and retraction, by the folded word that opens them.
    static let notices: [String: String] = [
        "comment": "comment", "comments": "comment", "reply": "reply", "response": "reply", "rejoinder": "reply",
        "erratum": "erratum", "errata": "erratum", "corrigendum": "erratum", "correction": "erratum",
        "retraction": "retraction", "retracted": "retraction", "addendum": "addendum",
    ]
    /// Words followed by the number of one work in a series.
    static let series: [String: String] = ["part": "part", "pt": "part", "volume": "volume", "vol": "volume", "paper": "part"]

    private static func marks(in words: [String]) -> Set<String> {
        var marks = Set<String>()
        for (k, word) in words.enumerated() {
            if k < 2, let notice = notices[word] { marks.insert(notice) }
            if let kind = series[word], k + 1 < words.count, let number = number(words[k + 1]) { marks.insert("\(kind) \(number)") }
        }
        return marks
    }

    /// `2`, or a Roman numeral up to 20 (`ii` → 2).
    static func number(_ word: String) -> Int? {
        if let n = Int(word) { return n }
        let romans = ["i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "xi", "xii", "xiii", "xiv", "xv",
                      "xvi", "xvii", "xviii", "xix", "xx"]
        return romans.firstIndex(of: word).map { $0 + 1 }
    }

    /// `text` without `<…>` tags (MathML, JATS, `<i>`), each a space.
    static func withoutMarkup(_ text: String) -> String {
        guard text.contains("<") else { return text }
        var out = ""
        var inTag = false
        for scalar in text.unicodeScalars {
            if scalar == "<" { inTag = true; out += " "; continue }
            if scalar == ">", inTag { inTag = false; continue }
            if !inTag { out.unicodeScalars.append(scalar) }
        }
        return out
    }
}
