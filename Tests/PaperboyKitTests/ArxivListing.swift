import Foundation
import PaperboyModels

/// Builds small rss.arxiv.org listings for the end-to-end tests.
enum ArxivListing {
    struct Entry {
        var id: String
        var version = 1
        var title: String
        var categories = ["cs.LG"]
        var authors = "Ada Lovelace, Alan Turing"
        var abstract = "We study things."

        var announceType: String {
            let cross = categories.first != "cs.LG"
            if version > 1 { return cross ? "replace-cross" : "replace" }
            return cross ? "cross" : "new"
        }
    }

    /// The default `pubDate` of ``rss(_:pubDate:)``.
    static let defaultPubDate = "Thu, 28 Nov 2024 00:00:00 -0500"

    /// The `pubDate` rss.arxiv.org gives the listing of `day` (`YYYY-MM-DD`): midnight US Eastern,
    /// with that night's offset (`-0500` in winter, `-0400` in summer).
    static func pubDate(of day: String) -> String {
        let date = DigestDay(day)!
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let offset = ArxivCalendar.eastern.secondsFromGMT(for: date.start(in: ArxivCalendar.eastern)) / 3600
        return "\(date.day) \(months[date.month - 1]) \(date.year) 00:00:00 -0\(-offset)00"
    }

    /// Rewrites the listing file at `url` (written with the default date) as the listing of `day`;
    /// does nothing when there is none (a test that removed its feeds renders from the archive alone).
    static func redate(_ url: URL, to day: String) throws {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return }
        try text.replacingOccurrences(of: defaultPubDate, with: pubDate(of: day)).write(to: url, atomically: true, encoding: .utf8)
    }

    /// A listing dated `pubDate` (RFC 822) holding `entries`; none makes a day without announcement.
    static func rss(_ entries: [Entry], pubDate: String = defaultPubDate) -> String {
        var items = ""
        for e in entries {
            items += """
                <item>
                  <title>\(e.title)</title>
                  <link>https://arxiv.org/abs/\(e.id)</link>
                  <description>arXiv:\(e.id)v\(e.version) Announce Type: \(e.announceType)
                Abstract: \(e.abstract)</description>
                  <guid isPermaLink="false">oai:arXiv.org:\(e.id)v\(e.version)</guid>
                  \(e.categories.map { "<category>\($0)</category>" }.joined())
                  <pubDate>\(pubDate)</pubDate>
                  <arxiv:announce_type>\(e.announceType)</arxiv:announce_type>
                  <dc:creator>\(e.authors)</dc:creator>
                </item>

                """
        }
        return """
            <?xml version='1.0' encoding='UTF-8'?>
            <rss xmlns:arxiv="http://arxiv.org/schemas/atom" xmlns:dc="http://purl.org/dc/elements/1.1/" version="2.0">
              <channel>
                <title>cs.LG updates on arXiv.org</title>
                <link>http://rss.arxiv.org/rss/cs.LG</link>
                <description>cs.LG updates</description>
                <pubDate>\(pubDate)</pubDate>
            \(items)  </channel>
            </rss>
            """
    }
}
