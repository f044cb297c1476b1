import Foundation

/// Normalisation shared by the library readers (Services) and the library index (Controllers):
/// DOIs, arXiv ids, years, URLs, text.
public enum LibraryFields {
    /// A DOI from `10.1000/x`, `doi:10.1000/x` or a doi.org URL, lowercased; nil otherwise.
    public static func doi(_ text: String?) -> String? {
        guard var s = text.map(trimmed), !s.isEmpty else { return nil }
        let lower = s.lowercased()
        for prefix in ["https://doi.org/", "http://doi.org/", "https://dx.doi.org/", "http://dx.doi.org/", "doi.org/", "doi:"]
        where lower.hasPrefix(prefix) {
            s = String(s.dropFirst(prefix.count))
            break
        }
        s = trimmed(s)
        guard s.hasPrefix("10."), s.contains("/"), !s.contains(where: \.isWhitespace) else { return nil }
        return s.lowercased()
    }

    /// An arXiv id from an id, an `arXiv:` reference, an arxiv.org URL or arXiv's DOI (`10.48550/arXiv.2401.01234`).
    public static func arxivID(_ text: String?) -> ArxivID? {
        guard let text = text.map(trimmed), !text.isEmpty else { return nil }
        let lower = text.lowercased()
        if let range = lower.range(of: "10.48550/arxiv.") {
            return ArxivID.parse(String(text[range.upperBound...]))?.id
        }
        if let parsed = ArxivID.parse(text) { return parsed.id }
        // `arXiv preprint arXiv:2401.01234`, `arXiv:2401.01234 [cs.LG]`.
        guard let range = lower.range(of: "arxiv:", options: .backwards) else { return nil }
        let rest = text[range.upperBound...].prefix { !$0.isWhitespace && $0 != "," && $0 != ";" && $0 != "]" && $0 != ")" }
        return ArxivID.parse(String(rest))?.id
    }

    /// The first run of four digits between 1000 and 2999.
    public static func year(_ text: String?) -> Int? {
        guard let text else { return nil }
        var run = 0
        var value = 0
        for b in text.utf8 {
            if b >= 0x30 && b <= 0x39 {
                run += 1
                value = value * 10 + Int(b - 0x30)
                if run == 4, (1000...2999).contains(value) { return value }
            } else {
                run = 0
                value = 0
            }
        }
        return nil
    }

    /// A month from `3`, `03`, `mar`, `March`.
    public static func month(_ text: String?) -> Int? {
        guard let text = text.map(trimmed), !text.isEmpty else { return nil }
        if let n = Int(text), (1...12).contains(n) { return n }
        let names = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
        return names.firstIndex(of: String(text.lowercased().prefix(3))).map { $0 + 1 }
    }

    /// The URL when it is http(s).
    public static func url(_ text: String?) -> String? {
        guard let s = text.map(trimmed), !s.contains(where: \.isWhitespace) else { return nil }
        let lower = s.lowercased()
        return lower.hasPrefix("https://") || lower.hasPrefix("http://") ? s : nil
    }

    /// Keywords split at commas and semicolons.
    public static func keywords(_ text: String?) -> [String] {
        guard let text else { return [] }
        return text.split(whereSeparator: { $0 == "," || $0 == ";" }).map { trimmed(String($0)) }.filter { !$0.isEmpty }
    }

    /// Whitespace runs folded to one space, ends trimmed.
    public static func folded(_ text: String) -> String {
        // Bytes, not Characters: this runs for every field of a library of thousands of entries.
        var copy = text
        return copy.withUTF8 { bytes in
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count)
            var space = false
            for b in bytes {
                if b == 0x20 || (b >= 0x09 && b <= 0x0D) {
                    space = !out.isEmpty
                } else {
                    if space { out.append(0x20) }
                    space = false
                    out.append(b)
                }
            }
            return out.count == bytes.count ? text : String(decoding: out, as: UTF8.self)
        }
    }

    /// Whitespace runs folded to one space, ends trimmed (``folded(_:)``).
    public static func trimmed(_ text: String) -> String {
        folded(text)
    }

    /// Fills in the year and month an arXiv id gives when the export gives none.
    public static func completeDate(_ entry: inout LibraryEntry) {
        guard entry.year == nil, let id = entry.arxivID, let date = LibraryEntry.date(of: id) else { return }
        entry.year = date.year
        entry.month = date.month
    }
}
