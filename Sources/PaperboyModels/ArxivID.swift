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
        var s = Substring(text.trimmingCharacters(in: .whitespacesAndNewlines))
        for prefix in ["oai:arXiv.org:", "arXiv:", "arxiv:"] where s.hasPrefix(prefix) {
            s = s.dropFirst(prefix.count)
        }
        if let range = s.range(of: "arxiv.org/", options: .caseInsensitive) {
            s = s[range.upperBound...]
            for kind in ["abs/", "pdf/", "html/", "format/"] where s.hasPrefix(kind) {
                s = s.dropFirst(kind.count)
                break
            }
            if let end = s.firstIndex(where: { $0 == "?" || $0 == "#" }) { s = s[..<end] }
            if s.hasSuffix(".pdf") { s = s.dropLast(4) }
        }
        var version: Int?
        if let v = s.lastIndex(of: "v"), let n = Int(s[s.index(after: v)...]), n > 0,
           s[s.index(after: v)...].allSatisfy(\.isASCII) {
            version = n
            s = s[..<v]
        }
        guard let id = ArxivID(canonical: String(s)) else { return nil }
        return (id, version)
    }

    /// Creates an id from text that must already be a bare id without a version.
    public init?(_ text: String) {
        guard let parsed = ArxivID.parse(text), parsed.version == nil else { return nil }
        self = parsed.id
    }

    private init?(canonical s: String) {
        let bytes = Array(s.utf8)
        if ArxivID.isNewStyle(bytes) {
            value = s
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
