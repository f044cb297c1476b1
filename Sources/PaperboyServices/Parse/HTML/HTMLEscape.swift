/// Escaping of text and attribute values into HTML, on UTF-8 bytes.
///
/// C0 control characters other than tab, LF and CR are dropped (vertical
/// tab and form feed become spaces): they are invalid in XML, and the
/// sanitized HTML also goes into the digest's Atom feed.
enum HTMLEscape {
    /// Appends text content, escaping `&`, `<` and `>`.
    static func appendText(_ bytes: some Sequence<UInt8>, to output: inout [UInt8]) {
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "&"): output.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): output.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): output.append(contentsOf: "&gt;".utf8)
            case 0x0B, 0x0C: output.append(0x20)
            case 0x00...0x08, 0x0E...0x1F, 0x7F: continue
            default: output.append(byte)
            }
        }
    }

    /// Appends an attribute value for a double-quoted attribute, escaping
    /// `&`, `<`, `>` and `"`.
    static func appendAttribute(_ bytes: some Sequence<UInt8>, to output: inout [UInt8]) {
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "&"): output.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): output.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): output.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\""): output.append(contentsOf: "&quot;".utf8)
            case 0x0B, 0x0C: output.append(0x20)
            case 0x00...0x08, 0x0E...0x1F, 0x7F: continue
            default: output.append(byte)
            }
        }
    }
}
