import Foundation
import Testing
@testable import PaperboyServices

/// Plugins and frames are removed but the text around and inside them is kept,
/// as feedparser's sanitiser does; scripts and styles lose their content.
@Suite struct HTMLSanitizerEmbedTests {
    let sanitizer = HTMLSanitizer()

    @Test("the element goes, its neighbours' and fallback text stays", arguments: [
        ("safe <embed src=x> description", "safe description"),
        ("safe <embed src=x></embed> description", "safe description"),
        ("<p>before <object data=\"x.swf\"><param name=a value=b>Fallback text</object> after</p>", "before Fallback text after"),
        ("before <iframe src=\"https://evil.example/\"></iframe> after", "before after"),
        ("before <applet code=x>applet</applet><script>alert(1)</script><style>p{}</style> after", "before after"),
    ])
    func keepsTheText(html: String, text: String) {
        let result = sanitizer.sanitize(html, baseURL: nil)
        #expect(Whitespace.fold(result.text) == text)
        for tag in ["embed", "object", "iframe", "param", "applet", "script", "style"] {
            #expect(!result.html.contains("<" + tag))
        }
    }
}
