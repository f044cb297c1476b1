import Foundation

/// One include or exclude term: a word or a phrase, matched on whole words.
///
/// The term's words must appear consecutively, in order, inside one field of an
/// item. Case, diacritics and character width are folded on both sides, and any
/// punctuation or run of whitespace separates words, so `self-supervised`
/// matches "Self Supervised" and `neural network` matches "Neural  Network".
///
/// There is no stemming: `network` does not match "networks". A word ending in
/// `*` matches any word that starts with it, so `neural network*` matches
/// "neural networks" and "neural networking" but `GAN` never matches "organ".
public struct KeywordTerm: Hashable, Sendable, CustomStringConvertible {
    /// One folded word of a term.
    public struct Word: Hashable, Sendable {
        /// The folded text without the `*`.
        public var text: String
        /// True when the term wrote `text*`: any word starting with ``text`` matches.
        public var isPrefix: Bool
    }

    /// The term as written in the config.
    public let source: String
    /// The folded words, at least one.
    public let words: [Word]

    /// Parses a term.
    /// - Throws: ``KeywordTermError`` when the term has no letters or digits, or
    ///   puts a `*` anywhere but at the end of a word.
    public init(_ source: String) throws {
        self.source = source
        var words: [Word] = []
        var current = String.UnicodeScalarView()
        var afterStar = false
        for scalar in KeywordText.fold(source).unicodeScalars {
            if KeywordText.isWordScalar(scalar) {
                if afterStar { throw KeywordTermError(term: source, reason: "`*` may only end a word") }
                current.append(scalar)
            } else if scalar == "*" {
                if current.isEmpty { throw KeywordTermError(term: source, reason: "`*` must follow a word, as in `network*`") }
                words.append(Word(text: String(current), isPrefix: true))
                current = String.UnicodeScalarView()
                afterStar = true
            } else {
                if !current.isEmpty { words.append(Word(text: String(current), isPrefix: false)) }
                current = String.UnicodeScalarView()
                afterStar = false
            }
        }
        if !current.isEmpty { words.append(Word(text: String(current), isPrefix: false)) }
        guard !words.isEmpty else { throw KeywordTermError(term: source, reason: "a term needs at least one letter or digit") }
        self.words = words
    }

    public var description: String { source }

    /// True when the term's words occur consecutively in `fieldWords`.
    func occurs(in fieldWords: [String]) -> Bool {
        let n = words.count
        guard fieldWords.count >= n else { return false }
        var start = 0
        while start + n <= fieldWords.count {
            var all = true
            for k in 0..<n where !words[k].matches(fieldWords[start + k]) {
                all = false
                break
            }
            if all { return true }
            start += 1
        }
        return false
    }
}

extension KeywordTerm.Word {
    @inline(__always)
    func matches(_ word: String) -> Bool {
        isPrefix ? word.hasPrefix(text) : word == text
    }
}
