/// Plain text as HTML paragraphs.
public enum PlainTextHTML {
    /// Escapes `& < > "` and wraps each paragraph (separated by "\n\n", as the
    /// parse stage folds plain text) in `<p>`, paragraphs joined by a newline.
    /// Empty text gives an empty string.
    public static func paragraphs(_ text: String) -> String {
        guard !text.isEmpty else { return "" }
        var copy = text
        return copy.withUTF8 { bytes in
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + 32)
            out.append(contentsOf: "<p>".utf8)
            var newlines = 0
            var run = 0 // start of the bytes not yet copied
            var i = 0
            while i < bytes.count {
                let byte = bytes[i]
                switch byte {
                case 0x0A, UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""):
                    break
                default:
                    if newlines > 0 {
                        out.append(contentsOf: newlines >= 2 ? Array("</p>\n<p>".utf8) : [0x20])
                        newlines = 0
                        run = i
                    }
                    i += 1
                    continue
                }
                if newlines == 0 { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<i])) }
                if byte == 0x0A {
                    newlines += 1
                } else {
                    if newlines > 0 { out.append(contentsOf: newlines >= 2 ? Array("</p>\n<p>".utf8) : [0x20]) }
                    newlines = 0
                    switch byte {
                    case UInt8(ascii: "&"): out.append(contentsOf: "&amp;".utf8)
                    case UInt8(ascii: "<"): out.append(contentsOf: "&lt;".utf8)
                    case UInt8(ascii: ">"): out.append(contentsOf: "&gt;".utf8)
                    default: out.append(contentsOf: "&quot;".utf8)
                    }
                }
                i += 1
                run = i
            }
            if newlines == 0 { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<i])) }
            out.append(contentsOf: "</p>".utf8)
            return String(decoding: out, as: UTF8.self)
        }
    }
}
