@testable import PaperboyServe
import Testing

@Suite struct ContentTypeTests {
    @Test("content types by extension; text carries charset=utf-8; feeds are XML", arguments: [
        ("index.html", "text/html; charset=utf-8"),
        ("style.css", "text/css; charset=utf-8"),
        ("search.js", "text/javascript; charset=utf-8"),
        ("search.json", "application/json; charset=utf-8"),
        ("sitemap.xml", "application/xml; charset=utf-8"),
        ("releases.atom", "application/xml; charset=utf-8"),
        ("news.rss", "application/xml; charset=utf-8"),
        ("logo.svg", "image/svg+xml; charset=utf-8"),
        ("logo.PNG", "image/png"),
        ("favicon.ico", "image/x-icon"),
        ("index.md", "text/markdown; charset=utf-8"),
        (".nojekyll", "application/octet-stream"),
        ("archive.tar", "application/octet-stream"),
    ])
    func types(name: String, type: String) {
        #expect(ContentType.of(name) == type)
    }
}
