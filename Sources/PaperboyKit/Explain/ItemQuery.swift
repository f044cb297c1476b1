import Foundation
import PaperboyModels

/// What `paperboy explain` was asked about: an arXiv id in any form arXiv writes one
/// (`2411.01234v2`, `arXiv:2411.01234`, an abs or pdf URL), an item's URL, a GitHub
/// repository URL, or an archive id (`arxiv:2411.01234`, `github:owner/name`, a feed's own id).
struct ItemQuery: Sendable {
    /// The text as given, trimmed.
    let text: String
    private let ids: Set<String>
    private let url: String?

    init(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        self.text = trimmed
        var ids: Set<String> = [trimmed]
        if let arxiv = ArxivID.parse(trimmed) { ids.insert("arxiv:\(arxiv.id.value)") }
        let lower = trimmed.lowercased()
        if lower.hasPrefix("http://") || lower.hasPrefix("https://") {
            url = Self.comparable(trimmed)
            if let parsed = URL(string: trimmed), ["github.com", "www.github.com"].contains(parsed.host?.lowercased() ?? "") {
                let parts = parsed.path.split(separator: "/")
                if parts.count >= 2 { ids.insert("github:\(parts[0])/\(parts[1])".lowercased()) }
            }
        } else {
            url = nil
            if lower.hasPrefix("github:") { ids.insert(lower) }
        }
        self.ids = ids
    }

    /// True when `item` is the one asked about: by id (GitHub ids in any case) or by its URL.
    func matches(_ item: Item) -> Bool {
        if ids.contains(item.id) { return true }
        if item.id.hasPrefix("github:"), ids.contains(item.id.lowercased()) { return true }
        guard let url, let itemURL = item.url else { return false }
        return Self.comparable(itemURL) == url
    }

    /// A URL for comparing: no scheme, host in lower case, no trailing slash.
    static func comparable(_ text: String) -> String {
        var rest = Substring(text)
        if let range = rest.range(of: "://") { rest = rest[range.upperBound...] }
        let slash = rest.firstIndex(of: "/") ?? rest.endIndex
        var result = rest[..<slash].lowercased() + rest[slash...]
        while result.hasSuffix("/") { result.removeLast() }
        return result
    }
}
