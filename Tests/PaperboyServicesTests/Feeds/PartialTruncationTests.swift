import Foundation
import Testing
@testable import PaperboyServices

/// `--partial` keeps every entry completed before the document breaks off,
/// however close to the fault it closed.
@Suite struct PartialTruncationTests {
    enum Format: String, CaseIterable, Sendable { case atom, rss }

    static func head(_ format: Format) -> String {
        switch format {
        case .atom: return "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<feed xmlns=\"http://www.w3.org/2005/Atom\"><title>T</title><id>urn:f</id>\n"
        case .rss: return "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<rss version=\"2.0\"><channel><title>T</title>\n"
        }
    }

    static func entry(_ n: Int, _ format: Format) -> String {
        switch format {
        case .atom:
            return "<entry><id>urn:\(n)</id><title>entry \(n)</title><link href=\"https://x.example/\(n)\"/><summary>Text of entry \(n).</summary></entry>"
        case .rss:
            return "<item><title>entry \(n)</title><link>https://x.example/\(n)</link><guid>g\(n)</guid><description>Text of entry \(n).</description></item>"
        }
    }

    /// The first `count` entries, cut right after the last one's end tag.
    static func cutAfter(_ count: Int, _ format: Format) -> String {
        head(format) + (1...count).map { entry($0, format) }.joined(separator: "\n")
    }

    static let cases: [(Int, Format)] = [1, 2, 3, 5, 10, 100].flatMap { n in Format.allCases.map { (n, $0) } }

    static func expectKept(_ count: Int, from xml: String, faultInEntry: Int? = nil) throws {
        #expect(throws: FeedParseError.self) { try Fixtures.parse(xml: xml) }
        let feed = try Fixtures.parse(xml: xml, partial: true)
        #expect(feed.isPartial)
        #expect(feed.items.count == count)
        #expect(feed.items.map(\.title) == (1...count).map { "entry \($0)" })
        #expect(feed.warnings.contains { $0.contains("kept the \(count) items before the fault") })
        if let faultInEntry {
            #expect(feed.warnings.contains { $0.contains(" in entry \(faultInEntry));") })
        } else {
            #expect(!feed.warnings.contains { $0.contains(" in entry ") })
        }
    }

    @Test("cut right after the last complete entry", arguments: cases)
    func cutAfterAnEntry(count: Int, format: Format) throws {
        try Self.expectKept(count, from: Self.cutAfter(count, format))
    }

    @Test("cut in the middle of the next entry", arguments: cases)
    func cutInsideTheNextEntry(count: Int, format: Format) throws {
        let next = Self.entry(count + 1, format)
        for cut in [5, next.count / 2, next.count - 3] {
            // Five bytes do not finish the entry's start tag: the fault is then between entries.
            try Self.expectKept(count, from: Self.cutAfter(count, format) + "\n" + next.prefix(cut), faultInEntry: cut > 5 ? count + 1 : nil)
        }
    }

    @Test("a mismatched tag right after the last complete entry", arguments: Format.allCases)
    func mismatchedTag(format: Format) throws {
        let broken = format == .atom ? "<entry><title>broken</entry>" : "<item><title>broken</item>"
        let xml = Self.cutAfter(3, format) + broken + Self.entry(5, format) + (format == .atom ? "</feed>" : "</channel></rss>")
        try Self.expectKept(3, from: xml, faultInEntry: 4)
    }

    @Test func aCutTagOnOneLine() throws {
        let xml = Self.cutAfter(4, .rss).replacingOccurrences(of: "\n", with: "") + "<item><title>x</ti"
        try Self.expectKept(4, from: xml, faultInEntry: 5)
    }
}
