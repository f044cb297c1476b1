/// Plain text as HTML paragraphs.
public enum PlainTextHTML {
    /// Escapes `& < > "` and wraps each paragraph (separated by "\n\n", as the
    /// parse stage folds plain text) in `<p>`, paragraphs joined by a newline.
    /// Empty text gives an empty string.
    public static func paragraphs(_ text: String) -> String {
        guard !text.isEmpty else { return "" }
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 32)
        out.append(contentsOf: "<p>".utf8)
        var newlines = 0
        for byte in text.utf8 {
            if byte == 0x0A {
                newlines += 1
                continue
            }
            if newlines >= 2 {
                out.append(contentsOf: "</p>\n<p>".utf8)
            } else if newlines == 1 {
                out.append(0x20)
            }
            newlines = 0
            switch byte {
            case UInt8(ascii: "&"): out.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): out.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): out.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\""): out.append(contentsOf: "&quot;".utf8)
            default: out.append(byte)
            }
        }
        out.append(contentsOf: "</p>".utf8)
        return String(decoding: out, as: UTF8.self)
    }
}
