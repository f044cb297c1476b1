import Foundation
import PaperboyModels

/// One page of a GitHub repository search (`GET /search/repositories`), decoded into items.
public struct GitHubSearchPage: Sendable, Hashable {
    /// How many repositories match the query in all, across every page.
    ///
    /// GitHub serves at most the first 1000 of them, however large this is.
    public var totalCount: Int
    /// GitHub's `incomplete_results` flag: true when the search timed out and
    /// the page may miss matches. Nil when the key is absent, as in the
    /// 2013-era responses.
    public var incompleteResults: Bool?
    /// The repositories on this page, in GitHub's order, as ``Item``s of kind `.repository`.
    public var items: [Item]
    /// How many entries of the page were left out because they lacked a
    /// `full_name` (or were not objects at all).
    public var skipped: Int

    /// Creates a page.
    /// - Parameters:
    ///   - totalCount: The number of matches across all pages.
    ///   - incompleteResults: GitHub's `incomplete_results`, nil when absent.
    ///   - items: The decoded repositories.
    ///   - skipped: The number of entries that could not become items.
    public init(totalCount: Int, incompleteResults: Bool?, items: [Item], skipped: Int = 0) {
        self.totalCount = totalCount
        self.incompleteResults = incompleteResults
        self.items = items
        self.skipped = skipped
    }
}
