import Foundation
import Testing
import PaperboyModels
@testable import PaperboyServices

/// Where an RSS item's content and description come from: `content:encoded`,
/// `xhtml:body`, `body`, `fullitem`, and `dc:description` where `description` is missing.
@Suite struct ContentSourceTests {
    @Test func xhtmlBodyIsTheContent() throws {
        let item = try Fixtures.rssItem("""
        <title>t</title><description>Teaser.</description>
        <xhtml:body><xhtml:p>Hello <xhtml:b>world</xhtml:b></xhtml:p></xhtml:body>
        """)
        #expect(item.summary == "Teaser.")
        #expect(item.contentHTML == "<p>Hello <b>world</b></p>")
    }

    @Test func bodyWithoutANamespaceIsTheContent() throws {
        let item = try Fixtures.rssItem("<title>t</title><body><p>Plain <i>body</i></p></body>")
        #expect(item.summaryHTML == "<p>Plain <i>body</i></p>")
    }

    @Test func fullitemIsEscapedHTMLContent() throws {
        let item = try Fixtures.rssItem("<title>t</title><fullitem>&lt;p&gt;Full &lt;em&gt;item&lt;/em&gt;&lt;/p&gt;</fullitem>")
        #expect(item.summaryHTML == "<p>Full <em>item</em></p>")
    }

    @Test func contentEncodedComesBeforeBodyWhateverTheOrder() throws {
        let item = try Fixtures.rssItem("""
        <title>t</title><description>d</description><body><p>from body</p></body><fullitem>from fullitem</fullitem>
        <content:encoded>&lt;p&gt;encoded&lt;/p&gt;</content:encoded>
        """)
        #expect(item.contentHTML == "<p>encoded</p>")
    }

    @Test func dcDescriptionIsTheDescriptionWhenThereIsNone() throws {
        let only = try Fixtures.rssItem("<title>t</title><dc:description>Dublin &lt;b&gt;Core&lt;/b&gt;</dc:description>")
        #expect(only.summary == "Dublin Core")
        let both = try Fixtures.rssItem("<title>t</title><dc:description>dc</dc:description><description>own</description>")
        #expect(both.summary == "own")
    }
}
