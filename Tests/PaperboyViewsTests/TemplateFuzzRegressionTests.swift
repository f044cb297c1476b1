import Foundation
import PaperboyMustache
import Testing
@testable import PaperboyViews

/// Findings of `make fuzz` (FuzzTemplate) in the template engine
/// (docs/TESTING.md, "Fuzzing and sanitizers").
@Suite struct TemplateFuzzRegressionTests {
    /// The minimized input: an override of `content` that holds a `content` block of its
    /// own. Rendering expanded the override inside itself until the stack overflowed
    /// (AddressSanitizer: stack-overflow in MustacheRenderer.block/render). It must be an
    /// error naming the block, like includes that nest too deep.
    @Test func anOverrideHoldingItsOwnBlockIsAnErrorNotAStackOverflow() throws {
        let library = try TemplateLibrary(sources: [
            TemplateSource(name: "layout.html", text: "<main>{{$content}}default{{/content}}</main>"),
            TemplateSource(name: "page.html", text: "{{<layout.html}}{{$content}}i{{$content}}{{/content}}\n{{/content}}{{/layout.html}}"),
        ])
        let value: MustacheValue = ["title": "x"]
        do {
            let text = try library.render(value, template: "page.html")
            Issue.record("expected an error, rendered \(text.count) characters")
        } catch let error as TemplateError {
            #expect(error.reason.contains("block \"content\" nests deeper than"))
        }
    }

    /// The same shape over data that ends is a recursive tree, and still renders.
    @Test func aBlockThatRecursesOverFiniteDataStillRenders() throws {
        let library = try TemplateLibrary(sources: [
            TemplateSource(name: "tree.html", text: "{{$node}}{{/node}}"),
            TemplateSource(name: "page.html", text: "{{<tree.html}}{{$node}}({{name}}{{#children}}{{$node}}{{/node}}{{/children}}){{/node}}{{/tree.html}}"),
        ])
        let value: MustacheValue = ["name": "a", "children": [["name": "b", "children": [["name": "c", "children": []]]]]]
        #expect(try library.render(value, template: "page.html") == "(a(b(c)))")
    }
}
