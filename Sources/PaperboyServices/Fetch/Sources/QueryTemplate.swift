import PaperboyModels

/// Placeholders in a search query, relative to the digest day:
/// `{{day}}`, `{{day-7}}`, `{{day+1}}` become ISO dates (`2024-11-21`).
///
/// `created:>={{day-7}}` on 2024-11-28 is `created:>=2024-11-21`.
public enum QueryTemplate {
    /// Replaces every placeholder.
    /// - Throws: ``QueryTemplateError`` for an unknown placeholder or an unclosed `{{`.
    public static func resolve(_ text: String, day: DigestDay) throws -> String {
        var out = ""
        var rest = Substring(text)
        while let open = rest.range(of: "{{") {
            out += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].range(of: "}}") else {
                throw QueryTemplateError(query: text, reason: "\"{{\" without a closing \"}}\"")
            }
            let body = rest[open.upperBound..<close.lowerBound].filter { $0 != " " }
            out += try offset(String(body), in: text).map { day.adding(days: $0).isoText } ?? ""
            rest = rest[close.upperBound...]
        }
        return out + rest
    }

    /// Checks every placeholder without a day.
    /// - Throws: ``QueryTemplateError``.
    public static func validate(_ text: String) throws {
        _ = try resolve(text, day: DigestDay(year: 2000, month: 1, day: 1)!)
    }

    private static func offset(_ body: String, in query: String) throws -> Int? {
        guard body.hasPrefix("day") else {
            throw QueryTemplateError(query: query, reason: "unknown placeholder {{\(body)}} (use {{day}}, {{day-N}} or {{day+N}})")
        }
        let tail = body.dropFirst(3)
        if tail.isEmpty { return 0 }
        guard let sign = tail.first, sign == "-" || sign == "+", let n = Int(tail.dropFirst()), n >= 0, n <= 36_500 else {
            throw QueryTemplateError(query: query, reason: "unknown placeholder {{\(body)}} (use {{day}}, {{day-N}} or {{day+N}})")
        }
        return sign == "-" ? -n : n
    }
}
