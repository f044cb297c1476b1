import Foundation
@testable import PaperboyServe
import Testing

@Suite struct LiveReloadTests {
    private func inject(_ page: String, failure: String? = nil) -> String {
        String(decoding: LiveReload.inject(into: Data(page.utf8), failure: failure), as: UTF8.self)
    }

    @Test("the tag goes before the last </body>, in any case, or at the end when there is none")
    func placement() {
        let tag = LiveReload.tag
        #expect(inject("<body><p>a</p></body>\n</html>\n") == "<body><p>a</p>\(tag)</body>\n</html>\n")
        #expect(inject("<BODY>x</Body></BODY>") == "<BODY>x</Body>\(tag)</BODY>")
        #expect(inject("<p>fragment</p>") == "<p>fragment</p>\(tag)")
        #expect(inject("") == tag)
    }

    @Test("a failure adds the banner, its text escaped")
    func banner() {
        let page = inject("<body></body>", failure: "templates/day.html.mustache:3:5: unclosed <section> & more")
        #expect(page.contains("templates/day.html.mustache:3:5: unclosed &lt;section&gt; &amp; more</pre>\(LiveReload.tag)</body>"))
        #expect(page.contains("id=\"\(LiveReload.bannerID)\" role=\"alert\""))
        #expect(!page.contains("<section>"))
    }
}
