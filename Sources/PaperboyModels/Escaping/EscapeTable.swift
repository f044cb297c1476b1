/// Paperboy's escaping rules: one table per output format, in one place, used by every
/// module that writes that format (pages, feeds, the sanitiser, the archive, search).
///
/// A table maps each UTF-8 byte to itself, to a replacement, or to nothing. Every
/// table drops the C0 control characters XML forbids (all but tab, line feed and
/// carriage return) or, for JSON and URLs, encodes them, so any text is safe in any
/// output. Markdown is not a byte table (its syntax depends on the position in a
/// line): ``MarkdownEscaper`` beside this file is its rule.
public struct EscapeTable: Sendable {
    /// Per byte: nil copies it, an empty array drops it, anything else replaces it.
    let replacements: [[UInt8]?]
    /// Drops U+FFFE and U+FFFF (bytes EF BF BE/BF), which XML forbids.
    let dropsNoncharacters: Bool

    private init(dropsNoncharacters: Bool = false, _ rule: (UInt8) -> [UInt8]?) {
        replacements = (0...255).map { rule(UInt8($0)) }
        self.dropsNoncharacters = dropsNoncharacters
    }

    /// Text between HTML tags: `&`, `<`, `>` as entities; vertical tab and form feed as spaces.
    public static let htmlText = EscapeTable { byte in
        switch byte {
        case 0x26: Array("&amp;".utf8)
        case 0x3C: Array("&lt;".utf8)
        case 0x3E: Array("&gt;".utf8)
        default: controls(byte)
        }
    }

    /// An HTML attribute value, quoted with `"` or `'`, and any `{{value}}` of an HTML template:
    /// `& < > " '` as entities.
    public static let htmlAttribute = EscapeTable { byte in
        switch byte {
        case 0x22: Array("&quot;".utf8)
        case 0x27: Array("&#39;".utf8)
        default: htmlText.replacements[Int(byte)]
        }
    }

    /// XML text and attribute values (Atom feeds, the sitemap, inline SVG): as an HTML
    /// attribute, and without the noncharacters U+FFFE and U+FFFF.
    public static let xml = EscapeTable(dropsNoncharacters: true) { htmlAttribute.replacements[Int($0)] }

    /// The inside of a JSON string: `"` and `\` escaped, `\n`, `\r`, `\t`, other controls and DEL as `\u00XX`.
    public static let json = EscapeTable { byte in
        switch byte {
        case 0x22: Array("\\\"".utf8)
        case 0x5C: Array("\\\\".utf8)
        case 0x0A: Array("\\n".utf8)
        case 0x0D: Array("\\r".utf8)
        case 0x09: Array("\\t".utf8)
        case 0x00..<0x20, 0x7F: Array("\\u00".utf8) + hex(byte)
        default: nil
        }
    }

    /// One URL path segment or query value: every byte but the unreserved ones
    /// (`A-Z a-z 0-9 - . _ ~`) percent-encoded.
    public static let urlComponent = EscapeTable { byte in
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x2D, 0x2E, 0x5F, 0x7E: nil
        default: [0x25] + hex(byte).map { $0 >= 0x61 ? $0 - 0x20 : $0 }
        }
    }

    private static func controls(_ byte: UInt8) -> [UInt8]? {
        switch byte {
        case 0x0B, 0x0C: [0x20]
        case 0x00...0x08, 0x0E...0x1F, 0x7F: []
        default: nil
        }
    }

    private static func hex(_ byte: UInt8) -> [UInt8] {
        let digits = Array("0123456789abcdef".utf8)
        return [digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]]
    }
}
