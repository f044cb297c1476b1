import Foundation
@testable import PaperboyKit
import PaperboyModels
import Testing

/// A German site has no English text left: every text node of every HTML page and every
/// feed text is looked up in the locale files (``LocaleLeaks``).
@Suite struct GermanTextLeakTests {
    @Test func theGermanDemoHasNoEnglishText() async throws {
        let site = try await GermanDemoSiteTests.build()
        let leaks = try LocaleLeaks()
        var checked = 0
        for path in DemoSite.files(in: site) {
            let url = site.appendingPathComponent(path)
            let texts: [String]
            if path.hasSuffix(".html") {
                texts = LocaleLeaks.htmlTexts(try String(contentsOf: url, encoding: .utf8))
            } else if path.hasSuffix(".atom.xml") || path == "feeds/atom.xml" {
                texts = LocaleLeaks.atomTexts(try String(contentsOf: url, encoding: .utf8))
            } else {
                continue
            }
            checked += texts.count
            #expect(leaks.leaks(texts).isEmpty, "\(path): \(leaks.leaks(texts))")
        }
        #expect(checked > 3_000, "the pages and feeds were read: \(checked) texts")
    }

    /// A `for_you` section without `title:` and a library: its heading, reasons and feed texts are German.
    @Test func theForYouSectionSpeaksGerman() async throws {
        let playground = try Playground()
        try playground.write("feeds/listing.xml", ArxivListing.rss([
            ArxivListing.Entry(id: "2411.00001", title: "Sparse attention for long-context language models",
                               abstract: "Transformers with sparse attention read long documents."),
            ArxivListing.Entry(id: "2411.00002", title: "Diffusion models for protein structure",
                               abstract: "A diffusion model generates protein backbones."),
        ]))
        try playground.write("library/refs.bib", "@article{a, title = {Long documents with sparse attention transformers}, year = {2024}}\n")
        let config = try playground.write("paperboy.yml", """
            title: Papers
            language: de
            templates: \(Playground.templates.path)
            sources:
              - name: arxiv
                path: feeds/listing.xml
                format: arxiv-listing
            library:
              paths: [library]
            sections:
              - kind: for_you
                top: 2
            """)
        let options = BuildOptions(doors: .testing, configFile: config, day: DigestDay("2024-11-28"), now: Playground.now, currentDirectory: playground.url)
        _ = try await SiteBuild(options: options, mode: .build).run()
        let day = try playground.read("site/2024/11/28/index.html")
        #expect(day.contains(">Für Sie <span") || day.contains(">Für Sie</"), "the default title comes from the locale")
        #expect(playground.exists("site/sections/for-you/index.html"), "the default title's id is the same in every language")
        let atom = try playground.read("site/feeds/atom.xml")
        #expect(atom.contains("<summary type=\"text\">Für Sie: ähnlich wie Long documents with sparse attention transformers"))
        let leaks = try LocaleLeaks()
        for path in ["site/2024/11/28/index.html", "site/sections/for-you/index.html"] {
            let found = leaks.leaks(LocaleLeaks.htmlTexts(try playground.read(path)))
            #expect(found.isEmpty, "\(path): \(found)")
        }
        let found = leaks.leaks(LocaleLeaks.atomTexts(atom))
        #expect(found.isEmpty, "feeds/atom.xml: \(found)")
    }
}
