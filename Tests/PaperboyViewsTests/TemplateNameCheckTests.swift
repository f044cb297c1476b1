import Testing
@testable import PaperboyViews

/// ``TemplateNameCheck`` walks templates with Mustache's context stack.
@Suite struct TemplateNameCheckTests {
    private func issues(_ day: String, partials: [String: String] = [:]) throws -> [TemplateNameIssue] {
        var sources = ["day.html": TemplateSource(name: "day.html", file: "day.html.mustache", text: day)]
        for (name, text) in partials { sources[name] = TemplateSource(name: name, file: "partials/\(name).mustache", text: text) }
        return try TemplateNameCheck(sources: sources).run()
    }

    @Test("a name is valid when a context on the stack provides it", arguments: [
        "{{siteTitle}}", "{{#sections}}{{title}}{{siteTitle}}{{/sections}}",
        "{{#sections}}{{#items}}{{anchor}}{{id}}{{date}}{{/items}}{{/sections}}",
        "{{#sections}}{{#items}}{{#paper}}{{arxivID}}{{title}}{{/paper}}{{/items}}{{/sections}}",
        "{{#sections}}{{#items}}{{paper.arxivID}}{{#url}}{{.}}{{title}}{{/url}}{{/items}}{{/sections}}",
        "{{#sections}}{{#items}}{{#badges}}{{.}}{{^last()}}, {{/last()}}{{/badges}}{{/items}}{{/sections}}",
        "{{site.canonicalURL}}{{#site.sectionLinks}}{{linkTitle}}{{/site.sectionLinks}}",
        "{{^sections}}{{siteTitle}}{{/sections}}{{! a comment {{nothing}} }}",
    ])
    func valid(template: String) throws {
        #expect(try issues(template) == [])
    }

    @Test("names are unknown outside the context that provides them", arguments: [
        ("{{title}}", "title", "siteTitle"),
        ("{{#sections}}{{arxivID}}{{/sections}}", "arxivID", nil),
        ("{{#sections}}{{#items}}{{paper.titel}}{{/items}}{{/sections}}", "paper.titel", "title"),
        ("{{#sections}}{{#items}}{{title.text}}{{/items}}{{/sections}}", "title.text", nil),
        ("{{#sections}}{{items.title}}{{/sections}}", "items.title", "title"),
    ] as [(String, String, String?)])
    func unknown(template: String, name: String, suggestion: String?) throws {
        let found = try issues(template)
        #expect(found.map(\.name) == [name])
        #expect(found.first?.suggestion == suggestion)
    }

    @Test("an unknown section reports once, not once per name inside it; lines and columns count scalars")
    func unknownSection() throws {
        let found = try issues("<p>é</p>\n  <b>{{# sectons }}{{title}}{{nope}}{{/sectons}}")
        #expect(found == [TemplateNameIssue(kind: .unknownName, file: "day.html.mustache", line: 2, column: 10, name: "sectons", suggestion: "sections")])
    }

    @Test("a partial is checked in the stack where it is included")
    func partials() throws {
        let found = try issues("{{#sections}}{{#items}}{{> item.html}}{{/items}}{{/sections}}{{> item.html}}{{> gone.html}}",
                               partials: ["item.html": "{{anchor}}"])
        #expect(found.map { "\($0.file):\($0.line):\($0.column) \($0.name)" }
            == ["day.html.mustache:1:81 gone.html", "partials/item.html.mustache:1:3 anchor"])
        #expect(found.first?.kind == .missingTemplate)
    }

    @Test("suggestions: typos within a third of the name's length", arguments: [
        ("titel", ["title", "url"], "title"), ("paper.arxivId", ["paper.arxivID", "title"], "paper.arxivID"),
        ("colour", ["title", "url"], nil), ("x", ["y"], "y"), ("title", ["site", "siteTitle"], "siteTitle"),
    ] as [(String, [String], String?)])
    func suggestion(name: String, candidates: [String], expected: String?) {
        #expect(NameSuggestion.closest(to: name, in: candidates) == expected)
    }
}
