import Foundation
import Testing
@testable import PaperboyServices

// What publishers write beyond the standards. Expected values computed with Python's datetime.
@Suite struct FeedDateVariantTests {
    @Test("dates as publishers really write them", arguments: [
        ("28 Nov 2024 10:00:00 GMT", 1732788000),
        ("Fri, 28 Nov 2024 10:00:00 GMT", 1732788000),
        ("Thu, 5 Dec 2024 10:00:00 GMT", 1733392800),
        ("Thu, 28 nov 2024 10:00:00 gmt", 1732788000),
        ("Thu, 28 NOVEMBER 2024 10:00:00 GMT", 1732788000),
        ("Thu, 28 Nov 24 10:00:00 GMT", 1732788000),
        ("Thu, 28 Nov 2024 10:00 EST", 1732806000),
        ("Thu, 28 Nov 2024 10:00:00 +05", 1732770000),
        ("Thu, 28 Nov 2024 10:00:00 +0530", 1732768200),
        ("Thu, 28 Nov 2024 10:00:00 +05:30", 1732768200),
        ("Thu, 28 Nov 2024 10:00:00", 1732788000),
        ("Thu, 28 Nov 2024 10:00:00 A", 1732791600),
        ("Thu, 28 Nov 2024 10:00:00 M", 1732831200),
        ("Thu, 28 Nov 2024 10:00:00 N", 1732784400),
        ("Thu, 28 Nov 2024 10:00:00 Y", 1732744800),
        ("Thu, 28 Nov 2024 10:00:00 z", 1732788000),
        ("Thu, 28 Nov 2024 10:00:00 +0000 GMT", 1732788000),
        ("Thu, 28 Nov 2024 10:00:00 AST", 1732802400),
        ("Thu, 28 Nov 2024 10:00:00 JST", 1732755600),
        ("Thu, 28 Nov 2024 10:00:00 IST", 1732768200),
        ("Thu, 28 Nov 2024 10:00:00 AEDT", 1732748400),
        ("Thu, 28 Nov 2024 10:00:00 HST", 1732824000),
        ("Thu, 28 Nov 2024 10:00:00 AKST", 1732820400),
        ("Thu, 28 Nov 2024 10:00:00 ET", 1732806000),
        ("Thu, 28 Nov 2024 10:00:00 PT", 1732816800),
        ("Thu, 28 Nov 2024 10:00:00 MSK", 1732777200),
        ("Thu, 28 Nov 2024 10:00 PM GMT", 1732831200),
        ("Thu, 28 Nov 2024 12:15 AM GMT", 1732752900),
        ("Thu, 28 Nov 2024 12:15 pm", 1732796100),
        ("2024-11-28 10:00:00 +0000 UTC", 1732788000),
        ("2024-11-28T10:00:00 UTC", 1732788000),
        ("2024-11-28T10:00:00.000+05:30", 1732768200),
        ("2024-11-28T10:00+0530", 1732768200),
        ("2024/11/28 10:00", 1732788000),
        ("2024/11/28", 1732752000),
        ("Nov 28 2024", 1732752000),
        ("Nov 28, 2024", 1732752000),
        ("November 28, 2024 10:00 AM", 1732788000),
        ("November 28th, 2024", 1732752000),
        ("December 1st, 2024 3:05 PM EST", 1733083500),
        ("Thursday, November 28, 2024 10:00:00 GMT", 1732788000),
        ("Thu Nov 28 10:00:00 2024", 1732788000),
        ("Thu Nov 28 10:00:00 UTC 2024", 1732788000),
        ("Thu Nov 28 10:00:00 PST 2024", 1732816800),
        ("Thu Nov  5 10:00:00 2024", 1730800800),
        ("Thu Nov 28 2024 10:00:00 GMT+0100 (Central European Standard Time)", 1732784400),
        ("28.11.2024", 1732752000),
        ("28.11.2024 10:00", 1732788000),
    ])
    func variants(input: String, seconds: Int) throws {
        let date = try #require(FeedDate.parse(input))
        #expect(date.timeIntervalSince1970 == Double(seconds))
    }

    @Test("still not dates", arguments: [
        "Nov", "Nov 2024", "Nov 28", "November 32, 2024", "Thu Nov 28 10:00:00", "Thu Nov 28 10:00:00 UTC",
        "Thu, 28 Nov 2024 13:00 PM GMT", "Thu, 28 Nov 2024 00:10 AM", "28.13.2024", "28.11.24.1",
        "Thu, 28 Nov 2024 10:00:00 J", "Nov 28 2024 junk", "1732805240",
    ])
    func rejects(input: String) {
        #expect(FeedDate.parse(input) == nil)
    }
}
