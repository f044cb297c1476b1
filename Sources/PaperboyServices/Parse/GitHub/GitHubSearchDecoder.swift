import Foundation
import PaperboyModels

/// Decodes the JSON body of a GitHub repository search into a ``GitHubSearchPage``.
///
/// The decoder is tolerant of what real responses contain: nulls anywhere,
/// unknown fields, keys that older responses lack (`incomplete_results`,
/// `topics`, `archived`, `license`). An entry without a `full_name` is
/// skipped and counted in ``GitHubSearchPage/skipped`` rather than failing
/// the page.
public enum GitHubSearchDecoder {
    /// Decodes one response body.
    /// - Parameter data: The body, as received.
    /// - Returns: The page of repositories.
    /// - Throws: ``GitHubAPIError`` when the body is a GitHub error (a
    ///   `message` and no `items`); ``GitHubSearchDecodingError`` when it is
    ///   not valid JSON or has neither shape.
    public static func decode(_ data: Data) throws -> GitHubSearchPage {
        let response: GitHubSearchResponse
        do {
            response = try JSONDecoder().decode(GitHubSearchResponse.self, from: data)
        } catch let error as DecodingError {
            throw decodingError(for: error, in: data)
        } catch {
            throw GitHubSearchDecodingError(reason: "not valid JSON", underlying: String(describing: error))
        }
        guard let records = response.items else {
            if let message = response.message {
                throw GitHubAPIError(
                    message: message,
                    errors: (response.errors ?? []).compactMap(\.text),
                    documentationURL: response.documentationURL
                )
            }
            throw GitHubSearchDecodingError(reason: "neither search results nor a GitHub error (no `items`, no `message`)", isOtherJSON: true)
        }
        let items = records.compactMap { $0.item() }
        // A JSON Feed, or any other list: `items`, but no search field and no repository among them.
        if items.isEmpty, response.totalCount == nil, response.incompleteResults == nil {
            throw GitHubSearchDecodingError(reason: "an `items` list with no repositories and no `total_count`", isOtherJSON: true)
        }
        return GitHubSearchPage(
            totalCount: response.totalCount ?? items.count,
            incompleteResults: response.incompleteResults,
            items: items,
            skipped: records.count - items.count
        )
    }

    private static func decodingError(for error: DecodingError, in data: Data) -> GitHubSearchDecodingError {
        let context: DecodingError.Context?
        switch error {
        case .dataCorrupted(let c), .typeMismatch(_, let c), .valueNotFound(_, let c), .keyNotFound(_, let c): context = c
        @unknown default: context = nil
        }
        let path = (context?.codingPath ?? []).map(\.stringValue).joined(separator: ".")
        guard case .dataCorrupted = error, path.isEmpty else {
            let reason = path.isEmpty ? "expected a JSON object at the top level" : "`\(path)` has the wrong type"
            return GitHubSearchDecodingError(reason: reason, underlying: context?.debugDescription, isOtherJSON: path.isEmpty)
        }
        // JSONDecoder on Linux drops the parser's position; JSONSerialization keeps it.
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? String(describing: error)
            let position = characterOffset(in: detail).map { lineAndColumn(ofByte: $0, in: data) }
            return GitHubSearchDecodingError(
                reason: "not valid JSON", underlying: detail, line: position?.line, column: position?.column)
        }
        return GitHubSearchDecodingError(reason: "not valid JSON", underlying: context?.debugDescription)
    }

    /// The N in Foundation's "… around character N." message.
    private static func characterOffset(in message: String) -> Int? {
        guard let range = message.range(of: "character ") else { return nil }
        return Int(message[range.upperBound...].prefix(while: \.isNumber))
    }

    private static func lineAndColumn(ofByte offset: Int, in data: Data) -> (line: Int, column: Int) {
        let head = data.prefix(max(0, offset))
        let line = 1 + head.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        let lineStart = head.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? data.startIndex
        return (line, head.endIndex - lineStart + 1)
    }
}
