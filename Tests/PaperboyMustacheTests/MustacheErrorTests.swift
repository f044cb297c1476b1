import PaperboyMustache
import Testing

/// Syntax errors name the template, the 1-based line and column, and the reason.
@Suite struct MustacheErrorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let source: String
        let line: Int
        let column: Int
        let reason: String
        var testDescription: String { source.debugDescription }
    }

    static let cases: [Case] = [
        Case(source: "a\n  {{#items}}\nx", line: 2, column: 3, reason: "{{#items}} is never closed (no {{/items}})"),
        Case(source: "{{#a}}\n{{/b}}", line: 2, column: 1, reason: "{{/b}} does not close {{#a}}, opened at 1:1"),
        Case(source: "{{^a}}{{/b}}", line: 1, column: 7, reason: "{{/b}} does not close {{^a}}, opened at 1:1"),
        Case(source: "x\n{{/a}}", line: 2, column: 1, reason: "{{/a}} closes nothing: no section, parent or block is open"),
        Case(source: "x {{=<% =}}", line: 1, column: 3,
             reason: "bad delimiters \"<%\": a set-delimiters tag holds two delimiters without spaces or \"=\", as in {{=<% %>=}}"),
        Case(source: "ab\ncd {{name", line: 2, column: 4, reason: "unfinished tag: {{ is never closed by }}"),
        Case(source: "{{{name}}", line: 1, column: 1, reason: "unfinished tag: {{ is never closed by }}}"),
        Case(source: "é {{#a}}", line: 1, column: 3, reason: "{{#a}} is never closed (no {{/a}})"),
        Case(source: "{{}}", line: 1, column: 1, reason: "empty tag"),
        Case(source: "\n {{ a b }}", line: 2, column: 2, reason: "a tag name cannot contain spaces (\"a b\")"),
        Case(source: "{{a..b}}", line: 1, column: 1, reason: "empty part in dotted name \"a..b\""),
        Case(source: "{{upper()}}", line: 1, column: 1,
             reason: "unknown function \"upper()\" (known: first(), last(), index(), even(), odd())"),
        Case(source: "{{%FILTERS}}", line: 1, column: 1,
             reason: "unknown pragma {{%FILTERS}} (known: {{%CONTENT_TYPE: TEXT}}, {{%CONTENT_TYPE: HTML}})"),
        Case(source: "\n{{%CONTENT_TYPE: JSON}}", line: 2, column: 1, reason: "unknown content type \"JSON\" (known: HTML, TEXT)"),
        Case(source: "{{<layout}}{{$a}}x", line: 1, column: 12, reason: "{{$a}} is never closed (no {{/a}})"),
        Case(source: "{{<layout}}\n{{/lay}}", line: 2, column: 1, reason: "{{/lay}} does not close {{<layout}}, opened at 1:1"),
        Case(source: "<% {{=<% %>=}}\n<%#a%>", line: 2, column: 1, reason: "{{#a}} is never closed (no {{/a}})"),
    ]

    @Test("a syntax error says where and why", arguments: cases)
    func syntaxError(_ test: Case) {
        #expect(throws: MustacheError(template: "page.html", line: test.line, column: test.column, reason: test.reason)) {
            try MustacheTemplate(name: "page.html", source: test.source)
        }
    }

    @Test func descriptionReadsLikeACompilerMessage() {
        let error = MustacheError(template: "day.html", line: 3, column: 7, reason: "{{#a}} is never closed (no {{/a}})")
        #expect(error.description == "day.html:3:7: {{#a}} is never closed (no {{/a}})")
        #expect(MustacheError(template: "x", reason: "no template").description == "x: no template")
    }

    @Test func aLambdaResultThatDoesNotParseIsARenderError() throws {
        let template = try MustacheTemplate(name: "t", source: "{{lambda}}")
        let value: [String: MustacheValue] = ["lambda": .lambda(MustacheLambda { "{{#open}}" })]
        #expect(throws: MustacheError(template: "t (lambda result)", line: 1, column: 1, reason: "{{#open}} is never closed (no {{/open}})")) {
            try template.render(value)
        }
    }
}
