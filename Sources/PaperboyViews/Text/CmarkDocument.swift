import CCmark
import Foundation

/// Owns one parsed cmark document and frees it.
final class CmarkDocument {
    private let node: OpaquePointer

    /// Parses `markdown` (explicit length; Swift strings need no NUL).
    init(_ markdown: String) throws {
        let bytes = Array(markdown.utf8)
        let parsed = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: max(buffer.count, 1)) {
                cmark_parse_document($0, buffer.count, CMARK_OPT_DEFAULT)
            }
        }
        guard let parsed else { throw MarkdownError(reason: "libcmark could not parse the text") }
        node = parsed
    }

    deinit { cmark_node_free(node) }

    /// HTML in safe mode: raw HTML is omitted and `javascript:`-style links are blanked.
    func html() -> String {
        guard let raw = cmark_render_html(node, CMARK_OPT_DEFAULT | CMARK_OPT_SAFE) else { return "" }
        defer { free(raw) }
        return String(cString: raw)
    }
}
