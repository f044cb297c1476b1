import PaperboyMustache
import Testing

/// Loading a set of templates: unknown partials, include cycles, depth and names.
@Suite struct MustacheLibraryTests {
    private func library(_ sources: [String: String], options: MustacheLibrary.Options = .strict) throws -> MustacheLibrary {
        try MustacheLibrary(sources: sources, options: options)
    }

    @Test func anUnknownPartialIsALoadErrorWhenStrict() {
        #expect(throws: MustacheError(template: "day.html", line: 2, column: 3, reason: "no partial named \"itme\"")) {
            try library(["day.html": "<ul>\n  {{>itme}}\n</ul>", "item": "<li>"])
        }
        #expect(throws: MustacheError(template: "day.html", line: 1, column: 1, reason: "no partial named \"layuot\"")) {
            try library(["day.html": "{{<layuot}}{{/layuot}}"])
        }
    }

    @Test func anUnknownPartialRendersNothingWhenLenient() throws {
        #expect(try library(["page": "[{{>missing}}]"], options: .lenient).render(MustacheValue.null, template: "page") == "[]")
    }

    @Test func aPartialIncludingItselfIsALoadError() {
        #expect(throws: MustacheError(
            template: "node", line: 1, column: 12,
            reason: "\"node\" includes itself (node → node); rendering it would never end")) {
            try library(["node": "{{#nodes}} {{>node}}{{/nodes}}"])
        }
    }

    @Test func aCycleThroughOthersAndParentsIsALoadError() {
        let sources = [
            "a": "{{>b}}",
            "b": "x\n{{<c}}{{$slot}}{{>a}}{{/slot}}{{/c}}",
            "c": "{{$slot}}{{/slot}}",
        ]
        #expect(throws: MustacheError(
            template: "b", line: 2, column: 16,
            reason: "\"a\" includes itself (a → b → a); rendering it would never end")) {
            try library(sources)
        }
    }

    @Test func recursionIsAllowedWhenLenientUpToTheDepthLimit() throws {
        let lenient = try library(["node": "{{name}}({{#kids}}{{>node}}{{/kids}})"], options: .lenient)
        let leaf: [String: MustacheValue] = ["name": "b", "kids": .list([MustacheValue]())]
        let tree: [String: MustacheValue] = ["name": "a", "kids": .list([MustacheValue.object(leaf)])]
        #expect(try lenient.render(tree, template: "node") == "a(b())")

        let shallow = try library(["loop": "{{>*name}}"], options: MustacheLibrary.Options(strict: true, maxIncludeDepth: 8))
        #expect(throws: MustacheError(template: "loop", line: 1, column: 1, reason: "includes nest deeper than 8 levels (at \"loop\")")) {
            try shallow.render(["name": "loop"], template: "loop")
        }
    }

    @Test func aDynamicNameNamingNoTemplateIsARenderErrorWhenStrict() throws {
        let strict = try library(["page": "a\n {{>*kind}}"])
        #expect(throws: MustacheError(template: "page", line: 2, column: 2, reason: "no partial named \"video\"")) {
            try strict.render(["kind": "video"], template: "page")
        }
        #expect(try strict.render([String: String](), template: "page") == "a\n")
    }

    @Test func twoTemplatesWithOneNameAndUnknownNamesAreErrors() throws {
        let one = try MustacheTemplate(name: "x", source: "1")
        #expect(throws: MustacheError(template: "x", reason: "two templates are named \"x\"")) {
            try MustacheLibrary(templates: [one, one])
        }
        #expect(throws: MustacheError(template: "y", reason: "no template named \"y\" (have: x)")) {
            try MustacheLibrary(templates: [one]).render(MustacheValue.null, template: "y")
        }
    }

    @Test func pagesInheritALayoutThroughBlocks() throws {
        let sources = [
            "layout.html": """
                <html>
                  <head><title>{{$title}}Paperboy{{/title}}</title></head>
                  <body>
                    {{$content}}{{/content}}
                  </body>
                </html>

                """,
            "day.html": """
                {{<layout.html}}
                {{$title}}{{date}} · {{siteTitle}}{{/title}}
                {{$content}}
                <ul>
                  {{#items}}
                  {{>item}}
                  {{/items}}
                </ul>
                {{/content}}
                {{/layout.html}}

                """,
            "item": "<li>{{title}}</li>\n",
        ]
        let items: [[String: String]] = [["title": "A & B"], ["title": "C"]]
        let page: [String: MustacheValue] = ["date": "2024-05-01", "siteTitle": "Daily", "items": items.mustacheValue]
        #expect(try library(sources).render(page, template: "day.html") == """
            <html>
              <head><title>2024-05-01 · Daily</title></head>
              <body>
                <ul>
                  <li>A &amp; B</li>
                  <li>C</li>
                </ul>
              </body>
            </html>

            """)
    }
}
