/// HTML that is safe to embed in a page, with its plain-text rendering.
public struct SanitizedHTML: Sendable, Hashable {
    /// The sanitized markup, ready to be placed in a page without escaping.
    public var html: String
    /// The same content as plain text: no markup, character references
    /// decoded, whitespace folded, blocks separated by a blank line.
    public var text: String

    /// Wraps HTML and text that are already sanitized.
    ///
    /// - Parameters:
    ///   - html: Markup that came out of ``HTMLSanitizer`` or ``fromPlainText(_:)``.
    ///   - text: Its plain text.
    public init(html: String, text: String) {
        self.html = html
        self.text = text
    }

    /// Turns plain text (an Atom `type="text"` element, a plain RSS
    /// description) into HTML: escaped, and a `<p>` for every paragraph,
    /// paragraphs being separated by blank lines.
    ///
    /// - Parameter text: Plain text.
    /// - Returns: The paragraphs as HTML, joined by newlines, and as text with
    ///   whitespace folded, joined by blank lines; both empty for blank input.
    public static func fromPlainText(_ text: String) -> SanitizedHTML {
        var paragraphs: [String] = []
        var copy = text
        copy.withUTF8 { bytes in
            var paragraphStart: Int?
            var paragraphEnd = 0
            var lineStart = 0
            while lineStart < bytes.count {
                var lineEnd = lineStart
                while lineEnd < bytes.count, bytes[lineEnd] != 0x0A, bytes[lineEnd] != 0x0D { lineEnd += 1 }
                if isBlank(bytes, lineStart..<lineEnd) {
                    if let start = paragraphStart {
                        paragraphs.append(folded(bytes, start..<paragraphEnd))
                        paragraphStart = nil
                    }
                } else {
                    if paragraphStart == nil { paragraphStart = lineStart }
                    paragraphEnd = lineEnd
                }
                // One line break: CRLF, LF or CR.
                if lineEnd + 1 < bytes.count, bytes[lineEnd] == 0x0D, bytes[lineEnd + 1] == 0x0A { lineEnd += 1 }
                lineStart = lineEnd + 1
            }
            if let start = paragraphStart { paragraphs.append(folded(bytes, start..<paragraphEnd)) }
        }
        var html: [UInt8] = []
        html.reserveCapacity(text.utf8.count + paragraphs.count * 8)
        for paragraph in paragraphs {
            if !html.isEmpty { html.append(0x0A) }
            html.append(contentsOf: "<p>".utf8)
            HTMLEscape.appendAttribute(paragraph.utf8, to: &html)
            html.append(contentsOf: "</p>".utf8)
        }
        return SanitizedHTML(html: String(decoding: html, as: UTF8.self), text: paragraphs.joined(separator: "\n\n"))
    }

    private static func isBlank(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        var index = range.lowerBound
        while index < range.upperBound {
            let length = Whitespace.whitespaceLength(bytes, at: index)
            guard length > 0 else { return false }
            index += length
        }
        return true
    }

    private static func folded(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(range.count)
        Whitespace.fold(UnsafeBufferPointer(rebasing: bytes[range]), appendingTo: &output)
        // The same control characters the HTML escaping drops, so html and text agree.
        output.removeAll { $0 < 0x09 || ($0 > 0x0D && $0 < 0x20) || $0 == 0x7F }
        return String(decoding: output, as: UTF8.self)
    }
}
