import Foundation
import Testing
@testable import PaperboyKit

/// `paperboy parse`: JSON Lines with sorted keys, nothing written when the parse fails.
@Suite struct FeedFileParserTests {
    static let listing = """
    <?xml version='1.0' encoding='UTF-8'?>
    <rss xmlns:arxiv="http://arxiv.org/schemas/atom" xmlns:dc="http://purl.org/dc/elements/1.1/" version="2.0">
      <channel>
        <title>cs.LG updates on arXiv.org</title>
        <link>http://rss.arxiv.org/rss/cs.LG</link>
        <pubDate>Thu, 28 Nov 2024 00:00:00 -0500</pubDate>
        <item>
          <title>A "quoted" \\ title</title>
          <link>https://arxiv.org/abs/2411.18001</link>
          <description>arXiv:2411.18001v1 Announce Type: new
    Abstract: Line one
    and &lt;two&gt;.</description>
          <guid isPermaLink="false">oai:arXiv.org:2411.18001v1</guid>
          <category>cs.LG</category>
          <pubDate>Thu, 28 Nov 2024 00:00:00 -0500</pubDate>
          <arxiv:announce_type>new</arxiv:announce_type>
          <dc:creator>Ada Lovelace, Alan Turing</dc:creator>
        </item>
      </channel>
    </rss>
    """

    func run(_ xml: String, partial: Bool = false) throws -> String {
        let playground = try Playground()
        let file = try playground.write("feed.xml", xml)
        var output = Data()
        _ = try FeedFileParser().run(file: file, kind: .auto, baseURL: nil, partial: partial) { output.append(contentsOf: $0) }
        return String(decoding: output, as: UTF8.self)
    }

    @Test func printsOneSortedJSONObjectPerItem() throws {
        let expected = #"{"announce_type":"new","arxiv_id":"2411.18001","authors":["Ada Lovelace","Alan Turing"],"categories":["cs.LG"],"comment":null,"doi":null,"id":"arxiv:2411.18001","journal_ref":null,"kind":"paper","pdf_url":"https://arxiv.org/pdf/2411.18001v1","primary_category":"cs.LG","published":"2024-11-28T05:00:00Z","summary":"Line one and <two>.","summary_html":"<p>Line one and &lt;two&gt;.</p>","title":"A \"quoted\" \\ title","updated":"2024-11-28T05:00:00Z","url":"https://arxiv.org/abs/2411.18001","version":1}"#
        #expect(try run(Self.listing) == expected + "\n")
    }

    @Test func aFailedParsePrintsNothingAndNamesThePlace() throws {
        let broken = Self.listing.replacingOccurrences(of: "</channel>\n</rss>", with: "")
        var printed = "unset"
        let error = try #require(throws: FeedParseError.self) { printed = try run(broken) }
        #expect(printed == "unset")
        #expect(error.kind == .malformed)
        #expect(error.line != nil)
    }

    @Test func partialPrintsTheItemsBeforeTheFault() throws {
        // Every complete item is kept, the last one right before the fault included.
        let next = "<item><title>next</title><description>" + String(repeating: "text ", count: 400) + "</description></item>"
        let broken = Self.listing.replacingOccurrences(of: "</channel>\n</rss>", with: next + "<item><title>cut")
        let lines = try run(broken, partial: true).split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.contains(#""arxiv_id":"2411.18001""#) == true)
        #expect(lines.last?.contains(#""title":"next""#) == true)
    }

    @Test("UTC timestamps", arguments: [
        (0.0, "1970-01-01T00:00:00Z"),
        (1_732_770_000, "2024-11-28T05:00:00Z"),
        (951_782_400, "2000-02-29T00:00:00Z"),
        (-86_400.5, "1969-12-30T23:59:59.500Z"),
        (4_102_444_800.25, "2100-01-01T00:00:00.250Z"),
    ])
    func timestamps(seconds: Double, text: String) {
        #expect(ItemRecord.isoUTC(Date(timeIntervalSince1970: seconds)) == text)
    }

    @Test func controlCharactersAreEscapedInJSON() {
        var out: [UInt8] = []
        JSONValue.writeString("a\u{1}b\tc\"d\\e\u{7F}", to: &out)
        #expect(String(decoding: out, as: UTF8.self) == #""a\u0001b\tc\"d\\e\u007f""#)
    }
}
