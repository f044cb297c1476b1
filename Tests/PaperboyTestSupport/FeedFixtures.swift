import Foundation
import PaperboyModels

/// Small documents in the real arXiv and GitHub formats, made to order for fetch tests.
public enum FeedFixtures {
    /// One paper of a listing or API response.
    public struct Paper: Sendable {
        /// `2411.19012`.
        public var id: String
        /// `new`, `cross`, `replace`, `replace-cross`.
        public var announceType: String
        /// The title.
        public var title: String
        /// The submission date, ISO 8601.
        public var published: String
        /// The version described, and when it was submitted (ISO 8601; the first version's is `published`).
        public var version = 1
        public var updated: String?
        /// The primary category first, then the others.
        public var categories = ["cs.CL", "cs.LG"]
        /// The abstract the listing gives; nil for `The listing's abstract of <id>.`.
        public var abstract: String?

        /// Creates a paper.
        public init(_ id: String, _ announceType: String = "new", title: String? = nil, published: String = "2024-11-27T10:00:00Z") {
            self.id = id
            self.announceType = announceType
            self.title = title ?? "Paper \(id) on language models"
            self.published = published
        }
    }

    /// An rss.arxiv.org listing dated `date` (RFC 822) with `papers`.
    public static func listing(_ papers: [Paper], categories: String = "cs.LG+cs.CL",
                               date: String = "Thu, 28 Nov 2024 00:00:00 -0500") -> String {
        let items = papers.map { paper in
            """
                <item>
                  <title>\(paper.title)</title>
                  <link>https://arxiv.org/abs/\(paper.id)</link>
                  <description>arXiv:\(paper.id)v\(paper.version) Announce Type: \(paper.announceType)
            Abstract: \(paper.abstract ?? "The listing's abstract of \(paper.id).")</description>
                  <guid isPermaLink="false">oai:arXiv.org:\(paper.id)v\(paper.version)</guid>
                  <category>cs.LG</category>
                  <pubDate>\(date)</pubDate>
                  <arxiv:announce_type>\(paper.announceType)</arxiv:announce_type>
                  <dc:creator>Ada Lovelace, Alan Turing</dc:creator>
                </item>
            """
        }.joined(separator: "\n")
        return """
            <?xml version='1.0' encoding='UTF-8'?>
            <rss xmlns:arxiv="http://arxiv.org/schemas/atom" xmlns:dc="http://purl.org/dc/elements/1.1/" version="2.0">
              <channel>
                <title>\(categories) updates on arXiv.org</title>
                <link>http://rss.arxiv.org/rss/\(categories)</link>
                <description>updates on the arXiv.org e-print archive.</description>
                <pubDate>\(date)</pubDate>
            \(items)
              </channel>
            </rss>
            """
    }

    /// An export.arxiv.org/api/query response with `papers`, each with a comment `Comment on ID`.
    public static func api(_ papers: [Paper], total: Int? = nil, start: Int = 0) -> String {
        let entries = papers.map { paper in
            """
              <entry>
                <id>http://arxiv.org/abs/\(paper.id)v\(paper.version)</id>
                <title>\(paper.title)</title>
                <updated>\(paper.updated ?? paper.published)</updated>
                <published>\(paper.published)</published>
                <summary>The API's abstract of \(paper.id).</summary>
                <author><name>Ada Lovelace</name></author>
                <arxiv:comment>Comment on \(paper.id)</arxiv:comment>
                <link href="https://arxiv.org/abs/\(paper.id)v\(paper.version)" rel="alternate" type="text/html"/>
                <arxiv:primary_category term="\(paper.categories[0])"/>
            \(paper.categories.map { "    <category term=\"\($0)\"/>" }.joined(separator: "\n"))
              </entry>
            """
        }.joined(separator: "\n")
        return """
            <?xml version='1.0' encoding='UTF-8'?>
            <feed xmlns="http://www.w3.org/2005/Atom" xmlns:opensearch="http://a9.com/-/spec/opensearch/1.1/" xmlns:arxiv="http://arxiv.org/schemas/atom">
              <id>https://arxiv.org/api/test</id>
              <title>arXiv Query</title>
              <updated>2024-11-28T06:00:00Z</updated>
              <opensearch:itemsPerPage>\(papers.count)</opensearch:itemsPerPage>
              <opensearch:totalResults>\(total ?? papers.count)</opensearch:totalResults>
              <opensearch:startIndex>\(start)</opensearch:startIndex>
            \(entries)
            </feed>
            """
    }

    /// arXiv's error document: one entry titled "Error" with the message.
    public static func apiError(_ message: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <feed xmlns="http://www.w3.org/2005/Atom" xmlns:opensearch="http://a9.com/-/spec/opensearch/1.1/">
          <id>http://arxiv.org/api/err</id>
          <title>arXiv Query</title>
          <updated>2024-11-28T05:00:00Z</updated>
          <opensearch:totalResults>1</opensearch:totalResults>
          <opensearch:startIndex>0</opensearch:startIndex>
          <opensearch:itemsPerPage>1</opensearch:itemsPerPage>
          <entry>
            <id>http://arxiv.org/api/errors#\(message.replacingOccurrences(of: " ", with: "_"))</id>
            <title>Error</title>
            <summary>\(message)</summary>
            <updated>2024-11-28T05:00:00Z</updated>
            <author><name>arXiv api core</name></author>
          </entry>
        </feed>
        """
    }

    /// A GitHub repository search page with repositories named `owner/name`.
    public static func gitHubSearch(_ names: [String], total: Int, incomplete: Bool = false) -> String {
        let items = names.enumerated().map { index, name in
            let owner = name.split(separator: "/").first.map(String.init) ?? name
            return """
                {"id": \(1000 + index), "full_name": "\(name)", "html_url": "https://github.com/\(name)",
                 "description": "\(name) in Swift", "owner": {"login": "\(owner)", "html_url": "https://github.com/\(owner)"},
                 "created_at": "2024-11-25T10:00:00Z", "pushed_at": "2024-11-27T10:00:00Z",
                 "stargazers_count": \(100 - index), "forks_count": 3, "language": "Swift", "topics": ["swift"]}
                """
        }.joined(separator: ",\n")
        return #"{"total_count": \#(total), "incomplete_results": \#(incomplete), "items": [\#(items)]}"#
    }

    /// An API response holding `items` (papers parsed from a listing), each with a comment `Comment on ID`.
    public static func api(items: [Item]) -> String {
        let entries = items.compactMap { item -> String? in
            guard let paper = item.paper else { return nil }
            let authors = item.authors.map { "    <author><name>\(escape($0.name))</name></author>" }.joined(separator: "\n")
            let categories = item.categories.map { "    <category term=\"\(escape($0))\"/>" }.joined(separator: "\n")
            return """
              <entry>
                <id>http://arxiv.org/abs/\(paper.arxivID.value)v\(paper.version ?? 1)</id>
                <title>\(escape(item.title))</title>
                <updated>2024-11-27T18:00:00Z</updated>
                <published>2024-11-26T18:00:00Z</published>
                <summary>\(escape(item.summary))</summary>
            \(authors)
                <arxiv:comment>Comment on \(paper.arxivID.value)</arxiv:comment>
                <link href="https://arxiv.org/abs/\(paper.arxivID.value)" rel="alternate" type="text/html"/>
                <arxiv:primary_category term="\(escape(paper.primaryCategory ?? item.categories.first ?? "cs.LG"))"/>
            \(categories)
              </entry>
            """
        }.joined(separator: "\n")
        return """
            <?xml version='1.0' encoding='UTF-8'?>
            <feed xmlns="http://www.w3.org/2005/Atom" xmlns:opensearch="http://a9.com/-/spec/opensearch/1.1/" xmlns:arxiv="http://arxiv.org/schemas/atom">
              <id>https://arxiv.org/api/test</id>
              <title>arXiv Query</title>
              <updated>2024-11-28T06:00:00Z</updated>
              <opensearch:itemsPerPage>\(items.count)</opensearch:itemsPerPage>
              <opensearch:totalResults>\(items.count)</opensearch:totalResults>
              <opensearch:startIndex>0</opensearch:startIndex>
            \(entries)
            </feed>
            """
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
            .replacingOccurrences(of: "\"", with: "&quot;")
    }
}
