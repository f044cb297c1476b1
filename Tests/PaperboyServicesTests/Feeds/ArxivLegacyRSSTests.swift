import Foundation
import Testing
import PaperboyModels
@testable import PaperboyServices

/// arXiv's RSS 1.0 listings before 2024: abstracts as escaped HTML paragraphs,
/// authors as escaped links to author searches.
@Suite struct ArxivLegacyRSSTests {
    static let listing = """
    <?xml version="1.0" encoding="UTF-8"?>
    <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/"
     xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:syn="http://purl.org/rss/1.0/modules/syndication/">
    <channel rdf:about="http://arxiv.org/">
    <title>cs.RO updates on arXiv.org</title><link>http://arxiv.org/</link>
    <description rdf:parseType="Literal">Computer Science -- Robotics (cs.RO) updates on the arXiv.org e-print archive</description>
    <dc:date>2019-01-02T20:30:00-05:00</dc:date>
    <items><rdf:Seq><rdf:li rdf:resource="http://arxiv.org/abs/1901.00101"/></rdf:Seq></items>
    </channel>
    <item rdf:about="http://arxiv.org/abs/1901.00101">
    <title>Walking Robots on Ice. (arXiv:1901.00101v1 [cs.RO])</title>
    <link>http://arxiv.org/abs/1901.00101</link>
    <description rdf:parseType="Literal">&lt;p&gt;We study robots where $a &amp;lt; b$ on
    ice.&lt;/p&gt;
    </description>
    <dc:creator> &lt;a href="http://arxiv.org/find/cs/1/au:+Smith_J/0/1/0/all/0/1"&gt;John Smith&lt;/a&gt;, &lt;a href="http://arxiv.org/find/cs/1/au:+Doe_J/0/1/0/all/0/1"&gt;Jane Doe&lt;/a&gt;</dc:creator>
    </item>
    </rdf:RDF>
    """

    @Test func theAbstractIsReadAsHTML() throws {
        let item = try #require(try Fixtures.parse(xml: Self.listing).items.first)
        #expect(item.kind == .paper)
        #expect(item.summary == "We study robots where $a < b$ on ice.")
    }

    @Test func authorNamesLoseTheirLinks() throws {
        let item = try #require(try Fixtures.parse(xml: Self.listing).items.first)
        #expect(item.authors.map(\.name) == ["John Smith", "Jane Doe"])
    }
}
