import Foundation
import PaperboyModels
@preconcurrency import CLibXML2

/// One walk over a parsed document that writes the sanitized HTML and the
/// plain text side by side. Only what the allowlist names is written, and it
/// is written by this code, never by libxml2's serialiser.
struct SanitizingWalker {
    /// Deeper elements are flattened to their text, so hostile nesting can
    /// neither blow the stack nor produce markup browsers choke on.
    static let maxDepth = 200

    let baseURL: URL?
    var html: [UInt8] = []
    var text: PlainTextBuilder
    /// Set inside an emitted `<a>`: links do not nest.
    var insideLink = false
    /// Set for text shown as text (titles, names): an image is its alt text, without a label or link.
    var imagesAsAltText = false

    init(baseURL: URL?, capacity: Int) {
        self.baseURL = baseURL
        html.reserveCapacity(capacity)
        text = PlainTextBuilder(capacity: capacity / 2)
    }

    /// Walks `first` and its following siblings.
    mutating func walk(_ first: xmlNodePtr?, depth: Int) {
        var node = first
        while let current = node {
            switch current.pointee.type {
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                appendText(current.pointee.content)
            case XML_ELEMENT_NODE:
                element(current, depth: depth)
            default:
                break // comments, processing instructions, the DTD
            }
            node = current.pointee.next
        }
    }

    /// The sanitized HTML and its plain text.
    mutating func finish() -> SanitizedHTML {
        var end = html.count
        while end > 0, html[end - 1] <= 0x20 { end -= 1 }
        var start = 0
        while start < end, html[start] <= 0x20 { start += 1 }
        return SanitizedHTML(html: String(decoding: html[start..<end], as: UTF8.self), text: text.finish())
    }

    private mutating func element(_ node: xmlNodePtr, depth: Int) {
        let rule = HTMLElementRule.rule(forName: node.pointee.name)
        guard depth < SanitizingWalker.maxDepth else {
            if rule.action != .drop { flatten(node) }
            return
        }
        switch rule.action {
        case .drop:
            return
        case .unwrap:
            separateUnwrappedBlock(rule)
            walk(node.pointee.children, depth: depth + 1)
            separateUnwrappedBlock(rule)
        case .void:
            append("<")
            html.append(contentsOf: rule.name)
            append(">")
            text.apply(rule.textBreak)
        case .keep:
            text.apply(rule.textBreak)
            append("<")
            html.append(contentsOf: rule.name)
            appendAttributes(rule.attributes, of: node)
            append(">")
            walk(node.pointee.children, depth: depth + 1)
            append("</")
            html.append(contentsOf: rule.name)
            append(">")
            text.apply(rule.textBreak)
        case .link:
            guard node.pointee.children != nil else { return }
            guard !insideLink, let href = url(node, "href") else {
                walk(node.pointee.children, depth: depth + 1)
                return
            }
            append("<a href=\"")
            EscapeTable.htmlAttribute.append(href, to: &html)
            if let title = attribute(node, "title") {
                append("\" title=\"")
                EscapeTable.htmlAttribute.append(title, to: &html)
            }
            append("\" rel=\"nofollow noopener\">")
            insideLink = true
            walk(node.pointee.children, depth: depth + 1)
            insideLink = false
            append("</a>")
        case .image:
            image(node)
        }
    }

    /// Keeps the words of unwrapped blocks (`<section>`, `<center>`) apart
    /// in the HTML too, with a newline the browser shows as a space.
    private mutating func separateUnwrappedBlock(_ rule: HTMLElementRule) {
        text.apply(rule.textBreak)
        if case .block = rule.textBreak, let last = html.last, last != 0x0A { html.append(0x0A) }
    }

    /// An image becomes a link to it, so that reading the page never
    /// contacts the image's host.
    private mutating func image(_ node: xmlNodePtr) {
        if imagesAsAltText {
            if let alt = attribute(node, "alt") { text.append(alt) }
            return
        }
        guard let src = url(node, "src") else { return }
        let alt = attribute(node, "alt").map(Whitespace.fold) ?? ""
        let label = alt.isEmpty ? "[image]" : "[image: \(alt)]"
        if insideLink {
            EscapeTable.htmlText.append(label, to: &html)
        } else {
            append("<a href=\"")
            EscapeTable.htmlAttribute.append(src, to: &html)
            append("\" rel=\"nofollow noopener\">")
            EscapeTable.htmlText.append(label, to: &html)
            append("</a>")
        }
        text.append(label)
    }

    /// Writes the text below `root` without markup, skipping dropped
    /// elements; iterative, whatever the depth.
    private mutating func flatten(_ root: xmlNodePtr) {
        var node = root.pointee.children
        while let current = node {
            let type = current.pointee.type
            if type == XML_TEXT_NODE || type == XML_CDATA_SECTION_NODE {
                appendText(current.pointee.content)
            } else if type == XML_ELEMENT_NODE, let child = current.pointee.children {
                if case .drop = HTMLElementRule.rule(forName: current.pointee.name).action {} else {
                    node = child
                    continue
                }
            }
            var climb: xmlNodePtr? = current
            node = nil
            while let up = climb, up != root {
                if let next = up.pointee.next {
                    node = next
                    break
                }
                climb = up.pointee.parent
            }
        }
    }

    private mutating func appendText(_ content: UnsafeMutablePointer<xmlChar>?) {
        guard let content else { return }
        var length = 0
        while content[length] != 0 { length += 1 }
        let bytes = UnsafeBufferPointer(start: UnsafePointer(content), count: length)
        EscapeTable.htmlText.append(bytes, to: &html)
        text.append(bytes)
    }

    mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { html.append(contentsOf: $0) }
    }
}
