import Foundation

/// An arXiv identifier without its version: new style `2411.01234`, or old
/// style `hep-th/9901001`, which keeps its archive so that `hep-th/9901001`
/// and `hep-ph/9901001` stay distinct.
public struct ArxivID: Codable, Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The canonical text of the id, as arXiv writes it in `/abs/` links.
    public let value: String

    /// Parses an id and its version from any form arXiv uses: a bare id
    /// (`2411.01234v2`), `arXiv:2411.01234`, `oai:arXiv.org:hep-th/9901001v1`,
    /// or an abs/pdf/html URL. Returns nil for anything else.
    public static func parse(_ text: String) -> (id: ArxivID, version: Int?)? {
        // Bytes, not Characters: this runs for every entry of every arXiv feed.
        var s = Array(text.utf8)[...]
        while let first = s.first, isSpace(first) { s = s.dropFirst() }
        while let last = s.last, isSpace(last) { s = s.dropLast() }
        for prefix in ["oai:arXiv.org:", "arXiv:", "arxiv:"] where s.starts(with: prefix.utf8) {
            s = s.dropFirst(prefix.utf8.count)
        }
        if let host = firstCaseInsensitive(Array("arxiv.org/".utf8), in: s) {
            s = s[host...]
            for kind in ["abs/", "pdf/", "html/", "format/"] where s.starts(with: kind.utf8) {
                s = s.dropFirst(kind.utf8.count)
                break
            }
            if let end = s.firstIndex(where: { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }) { s = s[..<end] }
            if s.count > 4, s.suffix(4).elementsEqual(".pdf".utf8) { s = s.dropLast(4) }
        }
        var version: Int?
        if let v = s.lastIndex(of: UInt8(ascii: "v")) {
            let digits = s[(v + 1)...]
            if !digits.isEmpty, digits.count <= 4, digits.allSatisfy(isDigit) {
                let number = digits.reduce(0) { $0 * 10 + Int($1 - 48) }
                if number > 0 {
                    version = number
                    s = s[..<v]
                }
            }
        }
        guard let id = ArxivID(canonical: Array(s)) else { return nil }
        return (id, version)
    }

    /// The index just past the first case-insensitive match of `needle` (ASCII).
    private static func firstCaseInsensitive(_ needle: [UInt8], in s: ArraySlice<UInt8>) -> Int? {
        guard needle.count <= s.count else { return nil }
        var start = s.startIndex
        while start <= s.endIndex - needle.count {
            var matched = 0
            while matched < needle.count, s[start + matched] | 0x20 == needle[matched] | 0x20 { matched += 1 }
            if matched == needle.count { return start + needle.count }
            start += 1
        }
        return nil
    }

    private static func isSpace(_ c: UInt8) -> Bool { c == 0x20 || (c >= 0x09 && c <= 0x0D) }

    /// Creates an id from text that must already be a bare id without a version.
    public init?(_ text: String) {
        guard let parsed = ArxivID.parse(text), parsed.version == nil else { return nil }
        self = parsed.id
    }

    private init?(canonical bytes: [UInt8]) {
        if ArxivID.isNewStyle(bytes) {
            value = String(decoding: bytes, as: UTF8.self)
        } else if let slash = bytes.firstIndex(of: UInt8(ascii: "/")) {
            var archive = Array(bytes[..<slash])
            let number = bytes[(slash + 1)...]
            // `math.GT/0309136` names the same paper as `math/0309136`.
            if let dot = archive.firstIndex(of: UInt8(ascii: ".")) { archive = Array(archive[..<dot]) }
            guard !archive.isEmpty, number.count == 7, number.allSatisfy(ArxivID.isDigit),
                  archive.allSatisfy({ ArxivID.isLower($0) || $0 == UInt8(ascii: "-") })
            else { return nil }
            value = String(decoding: archive, as: UTF8.self) + "/" + String(decoding: number, as: UTF8.self)
        } else {
            return nil
        }
    }

    /// True for the `YYMM.NNNN(N)` scheme used since April 2007.
    public var isNewStyle: Bool { !value.contains("/") }

    /// The month a new-style id was assigned, as `yyyymm` (`2411.01234` → 202411); nil for old-style ids.
    public var month: Int? {
        guard isNewStyle else { return nil }
        let digits = value.utf8.prefix(4).map { Int($0) - 48 }
        guard digits.count == 4, digits.allSatisfy({ (0...9).contains($0) }) else { return nil }
        return 200_000 + digits[0] * 1000 + digits[1] * 100 + digits[2] * 10 + digits[3]
    }

    /// The archive of an old-style id (`hep-th`), nil for new-style ids.
    public var archive: String? {
        guard let slash = value.firstIndex(of: "/") else { return nil }
        return String(value[..<slash])
    }

    public var description: String { value }

    public static func < (lhs: ArxivID, rhs: ArxivID) -> Bool { lhs.value < rhs.value }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let id = ArxivID(text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not an arXiv id: \(text)"))
        }
        self = id
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }

    private static func isNewStyle(_ b: [UInt8]) -> Bool {
        guard b.count == 9 || b.count == 10, b[4] == UInt8(ascii: ".") else { return false }
        return b[..<4].allSatisfy(isDigit) && b[5...].allSatisfy(isDigit)
    }

    private static func isDigit(_ c: UInt8) -> Bool { c >= 48 && c <= 57 }
    private static func isLower(_ c: UInt8) -> Bool { c >= 97 && c <= 122 }
}
