import Foundation
import PaperboyMustache
import Testing
@testable import PaperboyViews

@Suite struct TemplateLibraryTests {
    struct Page: MustacheObject {
        let name: String
        let tags: [String]
        let missing: String?
        func value(forKey key: String) -> MustacheValue? {
            switch key {
            case "name": return name.mustacheValue
            case "tags": return tags.mustacheValue
            case "missing": return missing.mustacheValue
            default: return nil
            }
        }
    }

    private func loadError(_ sources: [TemplateSource]) -> TemplateError? {
        do {
            _ = try TemplateLibrary(sources: sources)
            return nil
        } catch {
            return error as? TemplateError
        }
    }

    @Test func rendersWithPartialsAndHTMLEscaping() throws {
        let library = try TemplateLibrary(sources: [
            TemplateSource(name: "page.html", text: "<h1>{{name}}</h1>{{#tags}}{{> tag.html}}{{/tags}}"),
            TemplateSource(name: "tag.html", text: "<b>{{.}}</b>"),
        ])
        let html = try library.render(Page(name: "<script>", tags: ["a&b", "\"q\""], missing: nil), template: "page.html")
        #expect(html == "<h1>&lt;script&gt;</h1><b>a&amp;b</b><b>&quot;q&quot;</b>")
        #expect(library.names == ["page.html", "tag.html"])
    }

    @Test func syntaxErrorsNameTheFileLineAndColumn() throws {
        let error = try #require(loadError([TemplateSource(name: "day.html", file: "Templates/day.html.mustache", text: "<p>\n  {{#items}}\n{{/item}}\n")]))
        #expect(error.file == "Templates/day.html.mustache")
        #expect(error.line == 3)
        #expect(error.description.hasPrefix("Templates/day.html.mustache:3:"))
        #expect(error.column == 1)
        #expect(error.description == "Templates/day.html.mustache:3:1: {{/item}} does not close {{#items}}, opened at 2:3")
        #expect(error.underlying is MustacheError)
    }

    @Test func unknownPartialsAreErrorsWithTheirPosition() throws {
        let error = try #require(loadError([TemplateSource(name: "day.html", file: "t/day.html.mustache", text: "a\nb {{> nope }}\n")]))
        #expect(error.description == "t/day.html.mustache:2:3: no partial named \"nope\"")
    }

    @Test func aPartialThatIncludesItselfIsAnErrorNotACrash() throws {
        let direct = try #require(loadError([TemplateSource(name: "item.html", file: "t/item.html.mustache", text: "x\n  {{> item.html}}\n")]))
        #expect(direct.description == "t/item.html.mustache:2:3: \"item.html\" includes itself (item.html → item.html); rendering it would never end")
        let through = try #require(loadError([
            TemplateSource(name: "a.html", file: "t/a.html.mustache", text: "{{> b.html}}"),
            TemplateSource(name: "b.html", file: "t/b.html.mustache", text: "{{#x}}{{> c.html}}{{/x}}"),
            TemplateSource(name: "c.html", file: "t/c.html.mustache", text: "{{< a.html}}{{/a.html}}"),
        ]))
        #expect(through.reason.contains("(a.html → b.html → c.html → a.html)"))
        #expect(through.description.hasPrefix("t/c.html.mustache:1:1: \"a.html\" includes itself"))
    }

    @Test func includesNestedTooDeeplyAreAnErrorWhenRendering() throws {
        // Without a cycle, only a chain of more templates than any theme has nests this deep:
        // it loads, and rendering stops at the engine's limit with the include's position.
        let depth = MustacheLibrary.Options.strict.maxIncludeDepth
        let chain = (0...depth + 1).map { i in
            TemplateSource(name: "p\(i).html", file: "t/p\(i).html.mustache", text: i == depth + 1 ? "end" : "x\n {{> p\(i + 1).html}}")
        }
        let page = Page(name: "", tags: [], missing: nil)
        let library = try TemplateLibrary(sources: chain)
        do {
            _ = try library.render(page, template: "p0.html")
            Issue.record("expected an error")
        } catch let error as TemplateError {
            #expect(error.description == "t/p\(depth).html.mustache:2:2: includes nest deeper than \(depth) levels (at \"p\(depth + 1).html\")")
        }
        #expect(try library.render(page, template: "p1.html").hasSuffix("end"))
    }

    @Test func markdownTemplatesMustSwitchOffHTMLEscaping() throws {
        let error = try #require(loadError([TemplateSource(name: "day.md", file: "t/day.md.mustache", text: "# {{title}}\n")]))
        #expect(error.description == "t/day.md.mustache:1:1: a Markdown template must start with {{%CONTENT_TYPE: TEXT}} so that Mustache does not HTML-escape it")
        let library = try TemplateLibrary(sources: [TemplateSource(name: "day.md", text: "{{% CONTENT_TYPE: TEXT }}\n# {{name}}\n")])
        #expect(try library.render(Page(name: "a<b>", tags: [], missing: nil), template: "day.md") == "# a<b>\n")
    }

    @Test func duplicateNamesAreRefused() throws {
        let error = try #require(loadError([TemplateSource(name: "x", file: "a/x.mustache", text: ""), TemplateSource(name: "x", file: "b/x.mustache", text: "")]))
        #expect(error.description == "b/x.mustache: template name \"x\" is also used by a/x.mustache")
    }

    @Test func renderingAnUnknownTemplateThrows() throws {
        let library = try TemplateLibrary(sources: [TemplateSource(name: "a", text: "")])
        #expect(throws: TemplateError.self) { try library.render(Page(name: "", tags: [], missing: nil), template: "b") }
    }

    @Test func loadsAFolderWithPartialsByFileName() throws {
        let folder = try TempFolder()
        try folder.write("day.html.mustache", "{{> item.html}}|{{> nested/x}}")
        try folder.write("partials/item.html.mustache", "item")
        try folder.write("nested/x.mustache", "x")
        try folder.write("assets/style.css", "body{}")
        try folder.write("assets/ignored.mustache", "{{#broken}}")
        try folder.write(".hidden.mustache", "{{#broken}}")
        let theme = try Theme.load(from: folder.url, fileSystem: .disk)
        #expect(theme.templates.names == ["day.html", "item.html", "nested/x"])
        #expect(theme.assets.map(\.path) == ["assets/ignored.mustache", "assets/style.css"])
        #expect(try theme.templates.render(Page(name: "", tags: [], missing: nil), template: "day.html") == "item|x")
    }

    @Test func loadingErrorsNameTheFile() throws {
        let folder = try TempFolder()
        try folder.write("partials/bad.html.mustache", "ok\n{{#open}}\n")
        do {
            _ = try TemplateLibrary(directory: folder.url, fileSystem: .disk)
            Issue.record("expected an error")
        } catch let error as TemplateError {
            #expect(error.file == folder.url.appendingPathComponent("partials/bad.html.mustache").path)
            #expect(error.line == 2)
            #expect(error.description.hasSuffix(":2:1: {{#open}} is never closed (no {{/open}})"))
        }
        #expect(throws: TemplateError.self) { try TemplateLibrary(directory: folder.url.appendingPathComponent("missing"), fileSystem: .disk) }
    }
}
