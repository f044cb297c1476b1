import Foundation
@testable import PaperboyViews

/// A written `.eml` read back: unfolded headers, and each MIME part's headers and decoded body.
struct EmailMessageReader {
    struct Part {
        var headers: [String: String]
        var body: String
    }

    var headers: [String: String] = [:]
    var parts: [Part] = []
    var boundary: String?

    init(_ eml: String) throws {
        let lines = eml.components(separatedBy: "\r\n")
        guard let blank = lines.firstIndex(of: "") else { throw CocoaError(.fileReadCorruptFile) }
        headers = Self.headers(lines[..<blank])
        guard let type = headers["content-type"], let range = type.range(of: "boundary=\"") else { return }
        let boundary = String(type[range.upperBound...].prefix { $0 != "\"" })
        self.boundary = boundary
        let sections = lines[(blank + 1)...].split(whereSeparator: { $0.hasPrefix("--" + boundary) }).dropFirst()
        for section in sections {
            guard let end = section.firstIndex(of: "") else { continue }
            let headers = Self.headers(section[..<end])
            guard !headers.isEmpty else { continue } // after the closing boundary
            var body = section[(end + 1)...].joined(separator: "\r\n")
            if headers["content-transfer-encoding"] == "quoted-printable" { body = QuotedPrintable.decode(body) }
            parts.append(Part(headers: headers, body: body))
        }
    }

    /// Header lines with folded continuations joined, by lowercased name.
    static func headers(_ lines: ArraySlice<String>) -> [String: String] {
        var out: [String: String] = [:]
        var last: String?
        for line in lines {
            if line.hasPrefix(" ") || line.hasPrefix("\t"), let name = last {
                out[name, default: ""] += line
            } else if let colon = line.firstIndex(of: ":") {
                let name = line[..<colon].lowercased()
                out[name] = String(line[line.index(after: colon)...].drop { $0 == " " })
                last = name
            }
        }
        return out
    }

    /// A header's RFC 2047 `Q` words decoded (spaces between adjacent encoded words dropped).
    static func decodeWords(_ value: String) -> String {
        var out = ""
        for (i, word) in value.split(separator: " ").enumerated() {
            if word.hasPrefix("=?UTF-8?Q?"), word.hasSuffix("?=") {
                let inner = word.dropFirst(10).dropLast(2).replacingOccurrences(of: "_", with: " ")
                out += QuotedPrintable.decode(inner)
            } else {
                out += (i == 0 ? "" : " ") + word
            }
        }
        return out
    }
}
