import Testing
import PaperboyMustache

/// ``MustacheTagUse/outline(of:template:)``: the naming tags of a template, nested, with where their names start.
@Suite struct MustacheTagUseTests {
    @Test("tags nest as written; comments, pragmas and delimiter changes are left out")
    func outline() throws {
        let source = "{{%CONTENT_TYPE: TEXT}}{{! note }}\n{{#a}}{{b}}{{^c}}{{{d}}}{{/c}}{{/a}}\n{{=<% %>=}}<%& e %><%> p.html%>"
        let tags = try MustacheTagUse.outline(of: source)
        #expect(tags == [
            MustacheTagUse(kind: .section, name: "a", line: 2, column: 4, children: [
                MustacheTagUse(kind: .variable, name: "b", line: 2, column: 9),
                MustacheTagUse(kind: .invertedSection, name: "c", line: 2, column: 15, children: [
                    MustacheTagUse(kind: .variable, name: "d", line: 2, column: 21),
                ]),
            ]),
            MustacheTagUse(kind: .variable, name: "e", line: 3, column: 16),
            MustacheTagUse(kind: .partial, name: "p.html", line: 3, column: 24),
        ])
    }

    @Test("parents hold their blocks; a dynamic include keeps its star")
    func parents() throws {
        let tags = try MustacheTagUse.outline(of: "{{<layout.html}}{{$content}}{{x}}{{/content}}{{/layout.html}}{{>*dyn}}")
        #expect(tags.map(\.kind) == [.parent, .partial])
        #expect(tags[0].children.first?.kind == .block)
        #expect(tags[0].children.first?.children.first?.name == "x")
        #expect(tags[1].name == "*dyn")
    }

    @Test("an unclosed or mismatched section is an error with its place", arguments: [
        ("{{#a}}\n{{/b}}", 2, 1), ("x{{#a}}", 1, 5),
    ])
    func errors(source: String, line: Int, column: Int) {
        #expect { try MustacheTagUse.outline(of: source, template: "t") } throws: { error in
            guard let error = error as? MustacheError else { return false }
            return error.template == "t" && error.line == line && error.column == column
        }
    }
}
