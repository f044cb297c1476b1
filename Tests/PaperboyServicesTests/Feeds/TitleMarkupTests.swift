import Foundation
import Testing
import PaperboyModels
@testable import PaperboyServices

/// Plain-text RSS titles that hold markup read as mainstream readers read them: as
/// HTML, to text, with anything a page must not run removed; other `<` stay text.
@Suite struct TitleMarkupTests {
    @Test("titles", arguments: [
        ("&lt;script&gt;alert(1)&lt;/script&gt;Hello", "Hello"),
        ("New &lt;b&gt;graph&lt;/b&gt; paper", "New graph paper"),
        ("&lt;img src=x onerror=alert(1)&gt;Caught", "Caught"),
        ("Click &lt;a href=\"javascript:alert(1)\"&gt;here&lt;/a&gt;", "Click here"),
        ("Vec&lt;String&gt; in Rust", "Vec<String> in Rust"),
        ("Using &lt;canvas&gt; well", "Using <canvas> well"),
        ("A model for &lt;script&gt; tags", "A model for <script> tags"),
        ("a &lt; b and c &gt; d", "a < b and c > d"),
        ("Q&amp;A: the &lt;T&gt; generic", "Q&A: the <T> generic"),
    ])
    func title(written: String, shown: String) throws {
        #expect(try Fixtures.rssItem("<title>\(written)</title><link>https://e.example/1</link>").title == shown)
    }

    @Test func anAtomTextTitleIsTextWhateverItHolds() throws {
        let items = try Fixtures.atomItems("<entry><id>urn:1</id><title type=\"text\">&lt;b&gt;bold&lt;/b&gt; claim</title></entry>")
        #expect(items.first?.title == "<b>bold</b> claim")
    }
}
