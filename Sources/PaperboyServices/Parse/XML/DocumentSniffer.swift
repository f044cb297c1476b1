/// Names documents that are plainly not feeds from their first bytes, before
/// libxml2 reads them: HTML pages are rarely well-formed XML, so their root
/// element may never be seen.
enum DocumentSniffer {
    /// "an empty document", "a plain-text document" or "an HTML page"; nil
    /// when the document may be a feed. `prolog` starts after any leading
    /// whitespace (a UTF-8 byte-order mark kept).
    static func nonFeed(prolog: [UInt8], isEmpty: Bool) -> String? {
        var body = prolog.starts(with: [0xEF, 0xBB, 0xBF]) ? prolog.dropFirst(3) : prolog[...]
        skipSpaces(&body)
        if body.isEmpty { return isEmpty ? "an empty document" : nil }
        guard body.first == UInt8(ascii: "<") else { return "a plain-text document" }
        // Past the XML declaration, processing instructions and comments.
        while true {
            if body.starts(with: Array("<?".utf8)) {
                guard let end = range(of: "?>", in: body) else { return nil }
                body = body[end...]
            } else if body.starts(with: Array("<!--".utf8)) {
                guard let end = range(of: "-->", in: body) else { return nil }
                body = body[end...]
            } else {
                break
            }
            skipSpaces(&body)
        }
        let head = body.prefix(14).map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
        if head.starts(with: Array("<!doctype html".utf8)) { return "an HTML page" }
        if head.starts(with: Array("<html".utf8)), head.count == 5 || [0x20, 0x3E, 0x09, 0x0A, 0x0D].contains(head[5]) {
            return "an HTML page"
        }
        return nil
    }

    private static func skipSpaces(_ bytes: inout ArraySlice<UInt8>) {
        while let first = bytes.first, first == 0x20 || first == 0x09 || first == 0x0A || first == 0x0D {
            bytes = bytes.dropFirst()
        }
    }

    /// The index just past the first `needle` in `bytes`.
    private static func range(of needle: String, in bytes: ArraySlice<UInt8>) -> Int? {
        let pattern = Array(needle.utf8)
        guard bytes.count >= pattern.count else { return nil }
        var index = bytes.startIndex
        while index + pattern.count <= bytes.endIndex {
            if bytes[index..<(index + pattern.count)].elementsEqual(pattern) { return index + pattern.count }
            index += 1
        }
        return nil
    }
}
