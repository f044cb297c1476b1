import PaperboyText

/// The one line a page shows under a paper's title: the key sentence of its abstract, or a TL;DR.
public struct SummaryLine: Codable, Hashable, Sendable {
    /// Where the line comes from.
    public enum Kind: String, Codable, Sendable {
        /// ``KeySentence`` of the abstract (no TL;DR was asked for).
        case keySentence
        /// A chat model's TL;DR, from the archive.
        case tldr
        /// The key sentence, because the TL;DR asked for failed or ran out of budget.
        case fallback
    }

    /// The text: plain, one line.
    public var text: String
    /// Where it comes from.
    public var kind: Kind

    /// Creates a line.
    public init(text: String, kind: Kind) {
        self.text = text
        self.kind = kind
    }

    /// The line for an item: its TL;DR when the archive holds one, else its key sentence
    /// (marked as a fallback when a TL;DR was asked for and missed); nil without either, and
    /// for an item without a TL;DR asked for when `keySentence` is off.
    public static func of(abstract: String, tldr: TLDR?, keySentence: Bool = true) -> SummaryLine? {
        if let text = tldr?.text { return SummaryLine(text: text, kind: .tldr) }
        guard keySentence || tldr != nil, let sentence = KeySentence.of(abstract) else { return nil }
        return SummaryLine(text: sentence, kind: tldr == nil ? .keySentence : .fallback)
    }
}
