/// Escaping of text and attribute values into HTML, on UTF-8 bytes.
///
/// C0 control characters other than tab, LF and CR are dropped (vertical
/// tab and form feed become spaces): they are invalid in XML, and the
/// sanitized HTML also goes into the digest's Atom feed.
enum HTMLEscape {
    /// Appends text content, escaping `&`, `<` and `>`.
    static func appendText(_ bytes: some Sequence<UInt8>, to output: inout [UInt8]) {
        append(bytes, quotes: false, to: &output)
    }

    /// Appends an attribute value for a double-quoted attribute, escaping
    /// `&`, `<`, `>` and `"`.
    static func appendAttribute(_ bytes: some Sequence<UInt8>, to output: inout [UInt8]) {
        append(bytes, quotes: true, to: &output)
    }

    /// Appends `text` escaped for a double-quoted attribute or for text content,
    /// copying runs that need nothing in one go (the common case for long text).
    static func appendAttribute(_ text: String, to output: inout [UInt8]) {
        var copy = text
        copy.withUTF8 { bytes in
            var runStart = 0
            for index in 0..<bytes.count where special[Int(bytes[index])] {
                if runStart < index { output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index])) }
                append(CollectionOfOne(bytes[index]), quotes: true, to: &output)
                runStart = index + 1
            }
            if runStart < bytes.count { output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...])) }
        }
    }

    private static let special: [Bool] = (0...255).map { byte in
        byte < 0x20 || byte == 0x7F || byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22
    }

    private static func append(_ bytes: some Sequence<UInt8>, quotes: Bool, to output: inout [UInt8]) {
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "&"): output.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): output.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): output.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\"") where quotes: output.append(contentsOf: "&quot;".utf8)
            case 0x0B, 0x0C: output.append(0x20)
            case 0x00...0x08, 0x0E...0x1F, 0x7F: continue
            default: output.append(byte)
            }
        }
    }
}
