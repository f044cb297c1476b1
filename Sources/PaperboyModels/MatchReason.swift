/// One "why it is here" note on a digest entry: a rule of the section that the item met.
public struct MatchReason: Codable, Hashable, Sendable, CustomStringConvertible {
    /// The kind of rule.
    public enum Rule: String, Codable, Hashable, Sendable, CaseIterable {
        case keyword, category, author, stars, language, topic, license
    }

    /// The kind of rule that matched.
    public var rule: Rule
    /// What matched: the term as written, the category, the author's name, the star count, …
    public var value: String
    /// Where or how: the fields a keyword matched in (`title, abstract`), `cross-list`, the star threshold.
    public var detail: String?

    /// Creates a reason.
    public init(_ rule: Rule, _ value: String, detail: String? = nil) {
        self.rule = rule
        self.value = value
        self.detail = detail
    }

    /// Plain text for a page: `keyword “diffusion” (title, abstract)`, `category cs.LG (cross-list)`,
    /// `author Yann LeCun`, `1234 stars (at least 100)`.
    public var label: String {
        let head: String
        switch rule {
        case .keyword: head = "keyword \u{201C}\(value)\u{201D}"
        case .stars: head = "\(value) stars"
        case .license: head = "licence \(value)"
        default: head = "\(rule.rawValue) \(value)"
        }
        guard let detail, !detail.isEmpty else { return head }
        return "\(head) (\(detail))"
    }

    public var description: String { label }
}
