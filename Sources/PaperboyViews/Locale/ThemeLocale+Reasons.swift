import PaperboyModels

extension ThemeLocale {
    /// A "why it is here" note in this language: `keyword “diffusion” (title, abstract)`,
    /// `category cs.LG (cross-list)`, `1234 stars (at least 100)`.
    func reason(_ reason: MatchReason) -> String {
        let values = ["value": reason.value]
        let head: String
        switch reason.rule {
        case .keyword: head = text("reason.keyword", values)
        case .category: head = text("reason.category", values)
        case .author: head = text("reason.author", values)
        case .stars: head = text("reason.stars", values)
        case .language: head = text("reason.language", values)
        case .topic: head = text("reason.topic", values)
        case .license: head = text("reason.license", values)
        }
        guard let detail = reason.detail, !detail.isEmpty else { return head }
        return head + " (" + detail.components(separatedBy: ", ").map(reasonDetail).joined(separator: ", ") + ")"
    }

    /// One part of a reason's detail: a field a keyword matched in, `cross-list`, `at least 100`;
    /// anything else as it is.
    private func reasonDetail(_ part: String) -> String {
        switch part {
        case "title": return text("reason.in-title")
        case "abstract": return text("reason.in-abstract")
        case "comment": return text("reason.in-comment")
        case "author": return text("reason.in-author")
        case "tags": return text("reason.in-tags")
        case "cross-list": return text("reason.cross-list")
        default:
            let prefix = "at least "
            guard part.hasPrefix(prefix), let n = Int(part.dropFirst(prefix.count)) else { return part }
            return text("reason.at-least", ["count": String(n)])
        }
    }
}
