import Foundation
import PaperboySharedFixtures
import Testing
@testable import PaperboyServices

/// Access to the GitHub search fixtures: this target's own, and the shared real-world set.
enum GitHubFixtures {
    /// The body of `Fixtures/github/NAME.json` from the test bundle.
    static func data(_ name: String) throws -> Data {
        let url = try #require(
            Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures/github"),
            "missing fixture Fixtures/github/\(name).json"
        )
        return try Data(contentsOf: url)
    }

    /// `github-search` in the shared captures (``SharedFixtures``); present in the team's workspace only.
    static let sharedFolder: URL = SharedFixtures.url("github-search")

    /// True when ``sharedFolder`` exists.
    static var hasSharedFolder: Bool { SharedFixtures.has("github-search") }

    /// A one-item page whose only item has `full_name` `o/r` plus the given fields.
    static func page(withItemFields fields: [String: Any]) throws -> Data {
        var item: [String: Any] = ["full_name": "o/r"]
        item.merge(fields) { _, new in new }
        let body: [String: Any] = ["total_count": 1, "incomplete_results": false, "items": [item]]
        return try JSONSerialization.data(withJSONObject: body, options: [.sortedKeys])
    }

    /// A UTC instant given as seconds since 1970, for exact expected dates.
    static func date(_ seconds: TimeInterval) -> Date {
        Date(timeIntervalSince1970: seconds)
    }
}
