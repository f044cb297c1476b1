/// A TL;DR a chat model wrote for one item, or why none was written, as the archive keeps it in
/// the day file of the digest day it was asked for.
public struct TLDR: Hashable, Sendable {
    /// What came back for the item.
    public enum Outcome: Hashable, Sendable {
        /// The model's text: plain, one line, untrusted (escaped wherever it is shown).
        case written(String)
        /// No TL;DR: why (`out of budget`, `HTTP 500 (gave up after 3 tries)`); pages show the key sentence, marked.
        case missed(String)
    }

    /// The item's id.
    public var itemID: String
    /// The cache key: the item's id and version, the model and the prompt's hash
    /// (``TLDRKey``); a paper is summarised once for each.
    public var key: String
    /// What came back.
    public var outcome: Outcome
    /// Tokens the request cost, as the endpoint counted them (0 for no request).
    public var tokens: Int
    /// Requests it took (0 when the budget stopped it before one was sent).
    public var requests: Int

    /// Creates an entry.
    public init(itemID: String, key: String, outcome: Outcome, tokens: Int = 0, requests: Int = 1) {
        self.itemID = itemID
        self.key = key
        self.outcome = outcome
        self.tokens = tokens
        self.requests = requests
    }

    /// The TL;DR's text; nil when it was missed.
    public var text: String? {
        if case .written(let text) = outcome { return text }
        return nil
    }
}

extension TLDR {
    /// The cache key of `item`'s TL;DR by `model` with the prompt whose text hashes to
    /// `promptHash`: `arxiv:2411.01234v2 gpt-4o-mini 9f3a…` (the version only for a paper that has one).
    public static func key(for item: Item, model: String, promptHash: String) -> String {
        let version = item.paper?.version.map { "v\($0)" } ?? ""
        return "\(item.id)\(version) \(model) \(promptHash)"
    }
}
