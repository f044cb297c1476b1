@preconcurrency import CLibXML2

/// Owns the tree libxml2's HTML parser builds for one piece of feed content
/// and frees it when the last reference goes.
final class HTMLDocument {
    private let document: htmlDocPtr

    /// Recover from any markup; never print, never touch the network.
    ///
    /// `HTML_PARSE_NOIMPLIED` is left out on purpose: in libxml2 2.9 it keeps
    /// end tags of top-level elements from closing them (`<p>a</p><p>b</p>`
    /// nests the second paragraph in the first). The implied `html` and
    /// `body` are unwrapped by the sanitizer instead.
    ///
    /// `XML_PARSE_HUGE` lifts the nesting limit of 256, past which libxml2
    /// silently stops and drops the rest of the content; its parser and
    /// `xmlFreeDoc` are iterative, and the sanitizer flattens deep content
    /// itself. The text-size limits it also lifts are moot for content that
    /// is already in memory.
    private static let options = Int32(bitPattern:
        HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NOERROR.rawValue
        | HTML_PARSE_NOWARNING.rawValue | HTML_PARSE_NONET.rawValue | XML_PARSE_HUGE.rawValue)

    /// Parses `html` as UTF-8, whatever a `<meta charset>` inside it says.
    /// Returns nil for empty input or when libxml2 gives up.
    init?(parsing html: String) {
        LibXML2Setup.ensure()
        var copy = html
        let parsed: htmlDocPtr? = copy.withUTF8 { bytes in
            guard !bytes.isEmpty, bytes.count <= Int(Int32.max) else { return nil }
            return bytes.withMemoryRebound(to: CChar.self) { chars in
                htmlReadMemory(chars.baseAddress, Int32(chars.count), nil, "UTF-8", HTMLDocument.options)
            }
        }
        guard let parsed else { return nil }
        document = parsed
    }

    deinit {
        xmlFreeDoc(document)
    }

    /// The first top-level node (a DTD, comment or the `html` element).
    var firstNode: xmlNodePtr? { document.pointee.children }
}
