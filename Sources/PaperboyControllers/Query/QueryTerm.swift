import PaperboyModels
import PaperboyText

/// A word or a phrase in a query, with the fields it looks in.
///
/// A phrase's words must appear consecutively, in order, inside one field value.
/// Case, diacritics and width are folded and punctuation separates words, so
/// `self-supervised` matches "Self Supervised". There is no stemming: a word
/// written `network*` matches any word that starts with "network", and `GAN`
/// never matches "organ".
public struct QueryTerm: Hashable, Sendable, CustomStringConvertible {
    /// The term as written, without quotes or field prefix (`language model*`).
    public let text: String
    /// The folded words, at least one.
    public let words: [QueryWord]
    /// The fields it looks in.
    public let scope: QueryScope
    /// The 1-based column where the term's text starts in its query (after its opening quote, if quoted).
    public let column: Int

    /// Parses a term from text: words separated by anything but letters and digits, each may end in `*`.
    /// - Parameters:
    ///   - text: The term without quotes.
    ///   - scope: The fields to look in.
    ///   - column: The 1-based column of `text`'s first scalar in the query (for errors and reasons).
    ///   - query: The whole query, for the error.
    /// - Throws: ``QuerySyntaxError`` at the column of a misplaced `*`, or at `column` for a term without letters or digits.
    public init(_ text: String, scope: QueryScope = .all, column: Int = 1, in query: String? = nil) throws(QuerySyntaxError) {
        var words: [QueryWord] = []
        var current = String.UnicodeScalarView()
        var afterStar = false
        var col = column
        func error(_ at: Int, _ message: String) -> QuerySyntaxError {
            QuerySyntaxError(query: query ?? text, column: at, message: message)
        }
        func flush(prefix: Bool) {
            let folded = String(decoding: WordFolding.foldedWordBytes(String(current)), as: UTF8.self)
            if !folded.isEmpty { words.append(QueryWord(text: folded, isPrefix: prefix)) }
            current = String.UnicodeScalarView()
        }
        for scalar in text.unicodeScalars {
            if WordFolding.isWordScalar(scalar) {
                if afterStar { throw error(col - 1, "`*` may only end a word, as in `network*`") }
                current.append(scalar)
            } else if scalar == "*" {
                if current.isEmpty { throw error(col, "`*` must follow a word, as in `network*`") }
                flush(prefix: true)
                afterStar = true
            } else {
                if !current.isEmpty { flush(prefix: false) }
                afterStar = false
            }
            col += 1
        }
        if !current.isEmpty { flush(prefix: false) }
        guard !words.isEmpty else { throw error(column, "a term needs at least one letter or digit") }
        self.text = text
        self.words = words
        self.scope = scope
        self.column = column
    }

    /// The term as written.
    public var description: String { text }
}
