import Foundation

/// Builds query strings the way arXiv and GitHub expect them, byte by byte:
/// unreserved characters and the given extras stay, everything else is `%XX`.
enum URLQuery {
    /// `base?name=value&…`, keeping `extra` characters unescaped in values.
    static func url(_ base: URL, _ items: [(String, String)], keeping extra: String = "") -> URL {
        let query = items.map { "\($0.0)=\(encode($0.1, keeping: extra))" }.joined(separator: "&")
        let text = base.absoluteString
        let separator = text.contains("?") ? "&" : "?"
        // Every byte that could break a URL is escaped above, so this cannot fail.
        return URL(string: text + separator + query) ?? base
    }

    /// Percent-encodes `value`, leaving RFC 3986 unreserved characters and `extra` as they are.
    static func encode(_ value: String, keeping extra: String = "") -> String {
        let kept = Set(extra.utf8)
        var out = ""
        for byte in value.utf8 {
            let unreserved = (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~")
            if unreserved || kept.contains(byte) {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                out += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return out
    }
}
