import Foundation
import PaperboyModels

/// Reads a GitHub repository search response into the parse stage's result.
enum GitHubSearchReader {
    static func read(_ input: XMLInput, kind: FeedKind, source: String?, onItem: (Item) throws -> Void) throws -> ParsedFeed {
        let data: Data
        switch input {
        case .data(let bytes): data = bytes
        case .file(let url):
            do { data = try Data(contentsOf: url) } catch {
                throw FeedParseError(.io, "cannot read: \(error.localizedDescription)")
            }
        }
        let page: GitHubSearchPage
        do {
            page = try GitHubSearchDecoder.decode(data)
        } catch let error as GitHubAPIError {
            throw FeedParseError(.gitHubAPI, error.description)
        } catch let error as GitHubSearchDecodingError where error.isOtherJSON {
            throw FeedParseError(.notAFeed, "not a feed: the document is a JSON document that is not a GitHub search response")
        } catch let error as GitHubSearchDecodingError {
            let detail = error.underlying.map { ": \($0)" } ?? ""
            throw FeedParseError(.malformed, "not a GitHub search response: \(error.reason)\(detail)", line: error.line, column: error.column)
        }
        for item in page.items { try onItem(item) }
        var warnings: [String] = []
        if page.skipped > 0 { warnings.append("skipped \(page.skipped) repositories with no full_name") }
        if page.incompleteResults == true { warnings.append("GitHub says these results are incomplete (incomplete_results: true)") }
        return ParsedFeed(
            kind: .githubSearch,
            itemCount: page.items.count,
            totalResults: page.totalCount,
            incompleteResults: page.incompleteResults,
            warnings: warnings
        )
    }
}
