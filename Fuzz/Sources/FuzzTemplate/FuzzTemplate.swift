import Foundation
import FuzzSupport
import PaperboyModels
import PaperboyMustache
import PaperboyViews

// The template engine on arbitrary template text, two ways:
// 1. alone (`fuzz.html`, or `fuzz.md` when it starts with the text pragma) beside a
//    partial, rendered over a small view model;
// 2. as the default theme's `day.html` (or `day.md`), rendering a whole site for a small
//    digest through `SiteRenderer`, i.e. over the real view models and partials.
// A template that does not load must be refused with a `TemplateError`.

/// A small view model: every kind of value, HTML-hostile text, empty and nested lists,
/// a nested object and lambdas (built per run: `MustacheValue` is not `Sendable`).
private func makeModel() -> MustacheValue {
    [
        "title": "Daily <Digest> & \"more\"",
        "none": nil,
        "empty": [],
        "count": 2,
        "ratio": 1.5,
        "flag": true,
        "entries": [
            ["title": "Attention <script>alert(1)</script>", "url": "https://arxiv.org/abs/2411.01234", "starred": true,
             "tags": [["name": "cs.CL", "count": 2], ["name": "a&b", "count": 0]]],
            ["title": "`code` *md* [x](javascript:alert(1))", "url": nil, "starred": false, "tags": []],
        ],
        "meta": ["lang": "en", "dir": "ltr", "nested": ["deeper": "{{title}}"]],
        "upper": .lambda(MustacheLambda(section: { $0.uppercased() })),
        "template": .lambda(MustacheLambda { "{{title}}" }),
    ]
}

private let partial = TemplateSource(name: "tag.html", text: "<b>{{name}}</b>{{#count}} ({{count}}){{/count}}")
private let defaultSources: [TemplateSource] = DefaultTheme.allFiles.sorted { $0.key < $1.key }.compactMap { path, data in
    guard path.hasSuffix(".mustache"), !path.hasPrefix("assets/") else { return nil }
    let name = String((path.hasPrefix("partials/") ? path.dropFirst("partials/".count) : Substring(path)).dropLast(".mustache".count))
    return TemplateSource(name: name, file: "(default theme)/" + path, text: String(decoding: data, as: UTF8.self))
}
private let digest: Digest = {
    let day = DigestDay(year: 2024, month: 11, day: 28)!
    let paper = Item(id: "arxiv:2411.01234", kind: .paper, title: "Attention <script>alert(1)</script> is *all* you need",
                     url: "https://arxiv.org/abs/2411.01234v1", summary: "We show that <b>bold</b> claims & _emphasis_ hold.",
                     authors: [Author(name: "Ada `Lovelace`")], published: Date(timeIntervalSince1970: 1_732_730_400),
                     categories: ["cs.CL", "cs.LG"],
                     paper: Paper(arxivID: ArxivID("2411.01234")!, version: 1, primaryCategory: "cs.CL", comment: "12 pages"))
    let post = Item(id: "tag:example.org,2024:1", kind: .post, title: "1. Release `v2` > notes", url: "javascript:alert(1)",
                    summary: "Fixes #12", summaryHTML: "<p>Fixes #12</p>", authors: [Author(name: "Bot")])
    return Digest(day: day, title: "Daily <Digest>",
                  sections: [DigestSection(id: "papers", title: "Papers & *Preprints*", items: [paper]),
                             DigestSection(id: "posts", title: "Posts", items: [post])],
                  sources: [DigestSource(name: "arxiv", format: "arxiv-listing", title: "cs", link: "https://rss.arxiv.org/rss/cs", itemCount: 1)])
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTemplate(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = String(decoding: fuzzBytes(data, size), as: UTF8.self)
    let markdown = text.hasPrefix("{{%")
    let name = markdown ? "fuzz.md" : "fuzz.html"

    // 1. Alone, over a small view model.
    if let library = load([TemplateSource(name: name, text: text), partial]) {
        do {
            _ = try library.render(makeModel(), template: name)
        } catch is TemplateError {
            // A loaded template may still fail as it renders (includes or blocks nesting too deep).
        } catch {
            fuzzFailure("rendering threw \(type(of: error)), not TemplateError: \(error)")
        }
    }

    // 2. As the default theme's day page.
    let page = markdown ? SiteRenderer.dayMarkdownTemplate : SiteRenderer.dayHTMLTemplate
    let sources = defaultSources.filter { $0.name != page } + [TemplateSource(name: page, file: "fuzz/" + page, text: text)]
    if let library = load(sources) {
        // Rendering may refuse (a page that is not valid for its format); it must not crash.
        _ = try? SiteRenderer(theme: Theme(templates: library)).render(digest)
    }
    return 0
}

private func load(_ sources: [TemplateSource]) -> TemplateLibrary? {
    do {
        return try TemplateLibrary(sources: sources)
    } catch is TemplateError {
        return nil
    } catch {
        fuzzFailure("loading threw \(type(of: error)), not TemplateError: \(error)")
    }
}

@main enum FuzzTemplateMain {
    static func main() { FuzzDriver.run(fuzzTemplate) }
}
