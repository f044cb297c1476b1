import Foundation
import PaperboyModels

extension GitHubRepositoryRecord {
    /// The record as an item of kind `.repository`, or nil when it has no
    /// usable `full_name` (the one field an item cannot do without).
    func item() -> Item? {
        guard let fullName = fullName?.trimmingCharacters(in: .whitespacesAndNewlines), !fullName.isEmpty
        else { return nil }
        let ownerName = Self.nonEmpty(owner?.login)
            ?? fullName.split(separator: "/", maxSplits: 1).first.map(String.init) ?? ""
        // GitHub descriptions are plain text: escaped, never parsed as HTML.
        let text = PlainTextRenderer.text(description ?? "")
        let summary = text.isEmpty ? nil : text
        let url = Self.httpURL(htmlURL)
        let created = createdAt.flatMap(FeedDate.parse)
        let pushed = pushedAt.flatMap(FeedDate.parse)
        let topics = (topics ?? []).compactMap { $0 }.filter { !$0.isEmpty }
        let spdx = Self.nonEmpty(license?.spdxID)
        let repository = Repository(
            fullName: fullName,
            owner: ownerName,
            url: url,
            description: summary,
            stars: stargazersCount ?? 0,
            forks: forksCount ?? 0,
            language: Self.nonEmpty(language),
            topics: topics,
            // GitHub says NOASSERTION when it found a licence file it cannot classify.
            license: spdx == "NOASSERTION" ? nil : spdx,
            created: created,
            pushed: pushed,
            isFork: fork ?? false,
            isArchived: archived ?? false,
            homepage: Self.httpURL(homepage)
        )
        return Item(
            // GitHub treats owner and name case-insensitively, so the id does too.
            id: "github:" + fullName.lowercased(),
            kind: .repository,
            title: fullName,
            url: url,
            summary: text,
            authors: ownerName.isEmpty ? [] : [Author(name: ownerName, uri: Self.httpURL(owner?.htmlURL))],
            published: created,
            updated: pushed,
            categories: topics,
            repository: repository
        )
    }

    private static func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }

    /// An absolute http(s) link, or nil (`javascript:`, `data:`, bare host names).
    private static func httpURL(_ text: String?) -> String? {
        text.flatMap { LinkPolicy.httpURL($0, baseURL: nil) }
    }
}
