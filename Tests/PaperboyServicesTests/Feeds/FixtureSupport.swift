import Foundation
import Testing
@testable import PaperboyServices

/// Finds this target's own fixtures (the shared real-world captures are ``SharedFixtures``).
enum Fixtures {
    static func feed(_ name: String) throws -> URL {
        try #require(Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures/feeds"))
    }

    static func parse(_ name: String, kind: FeedKind = .auto, baseURL: URL? = nil) throws -> ParsedFeed {
        try FeedParser().parse(contentsOf: feed(name), kind: kind, baseURL: baseURL)
    }

    /// Parses bytes given inline.
    static func parse(bytes: [UInt8], kind: FeedKind = .auto, encoding: String? = nil, partial: Bool = false) throws -> ParsedFeed {
        try FeedParser().parse(data: Data(bytes), kind: kind, encoding: encoding, partial: partial)
    }

    static func parse(xml: String, kind: FeedKind = .auto, partial: Bool = false) throws -> ParsedFeed {
        try parse(bytes: Array(xml.utf8), kind: kind, partial: partial)
    }

    static func date(_ text: String) -> Date? { FeedDate.parse(text) }
}
