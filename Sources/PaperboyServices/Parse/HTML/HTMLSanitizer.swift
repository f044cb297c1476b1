import Foundation

/// Turns untrusted HTML from feeds into HTML that is safe to put in a page,
/// and into plain text.
///
/// The content is parsed with libxml2's HTML parser, which recovers from any
/// markup the way browsers roughly do, and the tree is written out again
/// through an allowlist: a small set of text elements with a few attributes.
/// Scripts, styles, frames, forms and media are removed with their content,
/// other elements are replaced by their content, images become links to the
/// image, headings are demoted to `h4`–`h6`, and every link gets
/// `rel="nofollow noopener"` and a URL ``LinkPolicy`` accepts.
public struct HTMLSanitizer: Sendable {
    /// Creates a sanitizer; it has no state and can be shared.
    public init() {}

    /// Sanitizes a piece of feed content.
    ///
    /// - Parameters:
    ///   - html: The content, as HTML (character references are decoded by
    ///     the parser).
    ///   - baseURL: The URL relative links and images are resolved against,
    ///     usually the item's or the feed's link.
    /// - Returns: The sanitized HTML and its plain text; both empty for empty
    ///   or whitespace-only input.
    public func sanitize(_ html: String, baseURL: URL?) -> SanitizedHTML {
        guard let document = HTMLDocument(parsing: html) else { return SanitizedHTML(html: "", text: "") }
        var walker = SanitizingWalker(baseURL: baseURL, capacity: html.utf8.count)
        walker.walk(document.firstNode, depth: 0)
        return walker.finish()
    }
}
