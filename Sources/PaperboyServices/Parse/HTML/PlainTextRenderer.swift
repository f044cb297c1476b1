/// Renders plain text as folded text and as paragraphs of escaped HTML, in one
/// pass over the UTF-8 bytes (arXiv abstracts take this path for every paper).
///
/// Whitespace inside a paragraph folds to one space; a blank line separates
/// paragraphs ("\n\n" in the text, `</p>\n<p>` in the HTML); the C0 control
/// characters HTML escaping drops are dropped from both, so they agree.
enum PlainTextRenderer {
    private enum ByteClass: UInt8 { case plain, space, control, escape, nonASCII }

    private static let classes: [ByteClass] = (0...255).map { byte in
        switch byte {
        case 0x09...0x0D, 0x20: return .space
        case 0x00...0x08, 0x0E...0x1F, 0x7F: return .control
        case 0x22, 0x26, 0x3C, 0x3E: return .escape
        case 0x80...: return .nonASCII
        default: return .plain
        }
    }

    static func render(_ bytes: UnsafeBufferPointer<UInt8>) -> SanitizedHTML {
        let count = bytes.count
        var text = [UInt8](repeating: 0, count: count)
        var html = [UInt8](repeating: 0, count: count * 6 + 16)
        var t = 0
        var h = 0
        text.withUnsafeMutableBufferPointer { textOut in
            html.withUnsafeMutableBufferPointer { htmlOut in
                func put(_ literal: StaticString) {
                    for i in 0..<literal.utf8CodeUnitCount { htmlOut[h + i] = literal.utf8Start[i] }
                    h += literal.utf8CodeUnitCount
                }
                var index = 0
                var inGap = false
                var lineBreaks = 0
                while index < count {
                    let byte = bytes[index]
                    var kind = classes[Int(byte)]
                    var length = 1
                    if kind == .nonASCII {
                        length = Whitespace.whitespaceLength(bytes, at: index)
                        kind = length > 0 ? .space : .plain
                        length = max(length, 1)
                    }
                    switch kind {
                    case .space:
                        if byte == 0x0A || (byte == 0x0D && !(index + 1 < count && bytes[index + 1] == 0x0A)) { lineBreaks += 1 }
                        inGap = true
                        index += length
                        continue
                    case .control:
                        index += 1
                        continue
                    default:
                        break
                    }
                    if t == 0 {
                        put("<p>")
                    } else if inGap {
                        if lineBreaks >= 2 {
                            textOut[t] = 0x0A; textOut[t + 1] = 0x0A; t += 2
                            put("</p>\n<p>")
                        } else {
                            textOut[t] = 0x20; t += 1
                            htmlOut[h] = 0x20; h += 1
                        }
                    }
                    inGap = false
                    lineBreaks = 0
                    textOut[t] = byte
                    t += 1
                    switch byte {
                    case 0x26: put("&amp;")
                    case 0x3C: put("&lt;")
                    case 0x3E: put("&gt;")
                    case 0x22: put("&quot;")
                    default: htmlOut[h] = byte; h += 1
                    }
                    index += 1
                }
                if t > 0 { put("</p>") }
            }
        }
        guard t > 0 else { return SanitizedHTML(html: "", text: "") }
        return SanitizedHTML(
            html: String(decoding: html[..<h], as: UTF8.self),
            text: String(decoding: text[..<t], as: UTF8.self)
        )
    }
}
