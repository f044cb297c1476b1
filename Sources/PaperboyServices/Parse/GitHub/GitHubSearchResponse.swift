import Foundation

/// The top level of a `/search/repositories` body as GitHub sends it: either
/// search results (`total_count`, `incomplete_results`, `items`) or an error
/// (`message`, `errors`, `documentation_url`).
///
/// Every key is optional and tolerated with the wrong type, except `items`:
/// an `items` that is present but not an array is a malformed body.
struct GitHubSearchResponse: Decodable {
    var totalCount: Int?
    var incompleteResults: Bool?
    var items: [GitHubRepositoryRecord]?
    var message: String?
    var errors: [ErrorEntry]?
    var documentationURL: String?

    private enum CodingKeys: String, CodingKey {
        case totalCount = "total_count"
        case incompleteResults = "incomplete_results"
        case items
        case message
        case errors
        case documentationURL = "documentation_url"
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        func lenient<T: Decodable>(_ key: CodingKeys) -> T? { (try? c.decodeIfPresent(T.self, forKey: key)) ?? nil }
        totalCount = lenient(.totalCount)
        incompleteResults = lenient(.incompleteResults)
        items = try c.decodeIfPresent([GitHubRepositoryRecord].self, forKey: .items)
        message = lenient(.message)
        errors = lenient(.errors)
        documentationURL = lenient(.documentationURL)
    }

    /// One entry of GitHub's `errors`: an object, or (in some endpoints) a plain string.
    struct ErrorEntry: Decodable {
        /// The entry rendered for ``GitHubAPIError/errors``; nil when it says nothing.
        var text: String?

        private enum CodingKeys: String, CodingKey { case resource, field, code, message }

        init(from decoder: any Decoder) throws {
            if let plain = try? decoder.singleValueContainer().decode(String.self) {
                text = plain.isEmpty ? nil : plain
                return
            }
            let c = try? decoder.container(keyedBy: CodingKeys.self)
            func lenient(_ key: CodingKeys) -> String? {
                let value = (try? c?.decodeIfPresent(String.self, forKey: key)) ?? nil
                return value?.isEmpty == false ? value : nil
            }
            if let message = lenient(.message) {
                text = message
                return
            }
            let place = [lenient(.resource), lenient(.field)].compactMap { $0 }.joined(separator: ".")
            switch (place.isEmpty, lenient(.code)) {
            case (false, let code?): text = "\(place): \(code)"
            case (true, let code?): text = code
            case (false, nil): text = place
            case (true, nil): text = nil
            }
        }
    }
}
