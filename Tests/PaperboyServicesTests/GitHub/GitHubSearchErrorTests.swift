import Foundation
import Testing
@testable import PaperboyServices

@Suite struct GitHubSearchErrorTests {
    @Test("a validation error renders object and string entries")
    func validationFailed() throws {
        let expected = GitHubAPIError(
            message: "Validation Failed",
            errors: [
                "Search.q: missing",
                "The listed users and repositories cannot be searched either because the resources do not exist or you do not have permission to view them.",
                "per_page must be at most 100",
                "custom",
            ],
            documentationURL: "https://docs.github.com/v3/search/"
        )
        let data = try GitHubFixtures.data("error-validation")
        #expect(throws: expected) { try GitHubSearchDecoder.decode(data) }
        #expect(expected.description == "GitHub API error: Validation Failed: Search.q: missing; The listed users and repositories cannot be searched either because the resources do not exist or you do not have permission to view them.; per_page must be at most 100; custom (see https://docs.github.com/v3/search/)")
    }

    @Test("a rate-limit body is an API error without details")
    func rateLimited() throws {
        let data = try GitHubFixtures.data("error-rate-limit")
        let error = try #require(throws: GitHubAPIError.self) { try GitHubSearchDecoder.decode(data) }
        #expect(error.errors == [])
        #expect(error.message.hasPrefix("API rate limit exceeded for 203.0.113.7."))
        #expect(error.documentationURL == "https://docs.github.com/rest/overview/resources-in-the-rest-api#rate-limiting")
    }

    @Test("API error bodies of other shapes", arguments: [
        (#"{"message":"Not Found"}"#, GitHubAPIError(message: "Not Found"), "GitHub API error: Not Found"),
        (#"{"message":"Bad","errors":[{"resource":"Search"},{"field":"q"},{},""],"documentation_url":null}"#,
         GitHubAPIError(message: "Bad", errors: ["Search", "q"]), "GitHub API error: Bad: Search; q"),
        (#"{"message":"Bad","errors":"not a list"}"#, GitHubAPIError(message: "Bad"), "GitHub API error: Bad"),
    ])
    func otherErrorBodies(body: String, expected: GitHubAPIError, description: String) {
        #expect(throws: expected) { try GitHubSearchDecoder.decode(Data(body.utf8)) }
        #expect(expected.description == description)
    }

    // Foundation reports the 0-based byte offset of the first bad byte: the `l` of `flase`.
    @Test("invalid JSON reports Foundation's message and the position")
    func invalidJSON() throws {
        let data = try GitHubFixtures.data("invalid")
        let error = try #require(throws: GitHubSearchDecodingError.self) { try GitHubSearchDecoder.decode(data) }
        #expect(error == GitHubSearchDecodingError(
            reason: "not valid JSON", underlying: "Invalid value around character 47.", line: 3, column: 26))
        #expect(error.description == "GitHub search response: not valid JSON at line 3, column 26: Invalid value around character 47.")
    }

    @Test("bodies that are neither results nor errors", arguments: [
        ("", "not valid JSON"),
        ("<html><body>Unicorn!</body></html>", "not valid JSON"),
        (#"{"total_count": 1, "items": ["#, "not valid JSON"),
        ("[]", "expected a JSON object at the top level"),
        (#""items""#, "expected a JSON object at the top level"),
        ("null", "expected a JSON object at the top level"),
        ("{}", "neither search results nor a GitHub error (no `items`, no `message`)"),
        (#"{"message":null,"items":null}"#, "neither search results nor a GitHub error (no `items`, no `message`)"),
        (#"{"total_count":1,"items":{"full_name":"a/b"}}"#, "`items` has the wrong type"),
        (#"{"message":"Bad","items":"none"}"#, "`items` has the wrong type"),
    ])
    func malformed(body: String, reason: String) {
        let error = #expect(throws: GitHubSearchDecodingError.self) { try GitHubSearchDecoder.decode(Data(body.utf8)) }
        #expect(error?.reason == reason)
    }
}
