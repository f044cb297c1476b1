import Foundation

extension HTMLSanitizer {
    /// The plain text of a short piece of HTML that is shown as text (a title,
    /// a name): images read as their alt text, not as an "[image]" label.
    ///
    /// - Parameter html: The HTML.
    /// - Returns: Its text, whitespace not yet folded; empty for an image without alt text.
    func inlineText(_ html: String) -> String {
        guard let document = HTMLDocument(parsing: html) else { return "" }
        var walker = SanitizingWalker(baseURL: nil, capacity: html.utf8.count)
        walker.imagesAsAltText = true
        walker.walk(document.firstNode, depth: 0)
        return walker.finish().text
    }
}
