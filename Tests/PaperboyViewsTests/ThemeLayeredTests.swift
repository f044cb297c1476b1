import Foundation
import Testing
@testable import PaperboyViews

/// A user's templates folder over the default theme, file by file.
@Suite struct ThemeLayeredTests {
    @Test func withoutAFolderItIsTheDefaultTheme() throws {
        let theme = try Theme.layered(over: nil, fileSystem: .disk)
        #expect(theme.templates.names == (try DefaultTheme.theme()).templates.names)
        #expect(theme.templates.contains("layout.html"))
    }

    @Test func aUserFileReplacesOnlyItsNamesake() throws {
        let folder = try TempFolder()
        try folder.write("partials/item.html.mustache", "<h3 class=\"mine\">{{title}}</h3>\n")
        try folder.write("assets/style.css", "body{}\n")
        let theme = try Theme.layered(over: folder.url, fileSystem: .disk)
        #expect(theme.templates.sources["item.html"]?.file == folder.url.appendingPathComponent("partials/item.html.mustache").path)
        #expect(theme.templates.sources["day.html"]?.file == "(default theme)/day.html.mustache")
        #expect(theme.assets.first { $0.path == "assets/style.css" }?.contents == Data("body{}\n".utf8))
        #expect(theme.assets.contains { $0.path == "assets/search.js" })
        let html = String(decoding: try #require(try SiteRenderer(theme: theme).render(Fixtures.digest()).first { $0.path == "index.html" }).contents,
                          as: UTF8.self)
        #expect(html.contains(#"<h3 class="mine">"#))
    }

    @Test func aBrokenOverrideNamesItsFileLineAndColumn() throws {
        let folder = try TempFolder()
        try folder.write("day.html.mustache", "ok\n{{#open}\n")
        do {
            _ = try Theme.layered(over: folder.url, fileSystem: .disk)
            Issue.record("expected an error")
        } catch let error as TemplateError {
            #expect(error.description.hasPrefix(folder.url.appendingPathComponent("day.html.mustache").path + ":2:"))
        }
    }

    @Test func userMarkdownIsRenderedSafely() throws {
        let html = try Markdown.html(from: "**Hi** <script>x</script> [a](javascript:alert(1))\n")
        #expect(html == "<p><strong>Hi</strong> <!-- raw HTML omitted -->x<!-- raw HTML omitted --> <a href=\"\">a</a></p>\n")
    }
}
