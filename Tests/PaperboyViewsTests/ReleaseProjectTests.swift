import PaperboyModels
import Testing
@testable import PaperboyViews

/// Which items are GitHub releases, and the title each view shows for them.
@Suite struct ReleaseProjectTests {
    @Test("only a release's own page names a project", arguments: [
        ("https://github.com/astral-sh/ty/releases/tag/0.0.1-alpha.34", "0.0.1-alpha.34", "astral-sh/ty 0.0.1-alpha.34"),
        ("http://www.github.com/gulpjs/gulp/releases/tag/v3.9.0", "v3.9.0", "gulpjs/gulp v3.9.0"),
        ("https://github.com/swiftlang/swift-format/releases/tag/600.0.0", "swift-format 600.0.0", "swift-format 600.0.0"),
        ("https://github.com/astral-sh/ty/releases/tag/0.0.2", "astral-sh/ty 0.0.2", "astral-sh/ty 0.0.2"),
        ("https://github.com/astral-sh/uv/commit/5cc2260", "Bump version", "Bump version"),
        ("https://github.com/astral-sh/uv/releases", "Releases", "Releases"),
        ("https://gitlab.com/owner/name/releases/tag/v1", "v1", "v1"),
        ("https://blog.example/releases/tag/v1", "v1", "v1"),
    ])
    func displayTitle(url: String, title: String, shown: String) {
        #expect(Item(id: "x", kind: .post, title: title, url: url).displayTitle == shown)
        #expect(Item(id: "x", kind: .paper, title: title, url: url).displayTitle == title, "papers keep their titles")
    }
}
