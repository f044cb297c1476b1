import Foundation
import Testing
import PaperboyModels
@testable import PaperboyServices

/// Atom text that is base64: Atom 0.3's `mode="base64"`, and Atom 1.0 content
/// whose `type` is a media type that is neither text nor XML (RFC 4287, 4.1.3.3).
@Suite struct Base64ContentTests {
    @Test func atom03Base64TitleSummaryAndContentAreDecoded() throws {
        let feed = try Fixtures.parse(xml: """
        <feed version="0.3" xmlns="http://purl.org/atom/ns#"><title>old</title>
        <entry><id>urn:b64</id><title mode="base64">RMOpY29kw6kgdGl0bGU=</title>
        <summary type="text/plain" mode="base64">UGxhaW4gb2N0ZXRz
        LCBkZWNvZGVkLg==</summary>
        <content type="text/html" mode="base64">PHA+SGVsbG8gPGI+YmFzZTY0PC9iPiB3b3JsZDwvcD4=</content></entry></feed>
        """)
        let item = try #require(feed.items.first)
        #expect(item.title == "Décodé title")
        #expect(item.summary == "Plain octets, decoded.")
        #expect(item.contentHTML == "<p>Hello <b>base64</b> world</p>")
    }

    @Test func atom10ContentOfABinaryTypeIsDecoded() throws {
        let items = try Fixtures.atomItems("""
        <entry><id>urn:1</id><title>t</title><content type="application/octet-stream">UGxhaW4gb2N0ZXRzLCBkZWNvZGVkLg==</content></entry>
        <entry><id>urn:2</id><title>t</title><content type="image/png">iVBORw0KGgoAAAANSUhEUgAAAAEAAAAB</content></entry>
        """)
        #expect(items.map(\.summary) == ["Plain octets, decoded.", ""])
    }

    @Test func hugeBase64IsNotDecodedNorShownEncoded() throws {
        let huge = String(repeating: "QUFB", count: (1 << 20) + 1)
        let items = try Fixtures.atomItems("<entry><id>urn:1</id><title>t</title><content mode=\"base64\" type=\"text/plain\">\(huge)</content></entry>")
        #expect(items.map(\.summary) == [""])
    }
}
