import Foundation
import PaperboyModels

/// The e-mail edition's headers and where its dates are counted.
public struct EmailOptions: Sendable, Hashable {
    /// The `From:` header, none when nil.
    public var from: String?
    /// The `To:` header, none when nil.
    public var to: String?
    /// The subject, with `{{title}}` and `{{date}}` filled in per day.
    public var subject: String
    /// The zone of the `Date:` header (the digest day's midnight there).
    public var timeZone: TimeZone

    /// Creates options.
    public init(from: String? = nil, to: String? = nil, subject: String = "{{title}}: {{date}}",
                timeZone: TimeZone = TimeZone(identifier: "UTC")!) {
        self.from = from
        self.to = to
        self.subject = subject
        self.timeZone = timeZone
    }

    /// The subject for `day` of the site titled `title`.
    func subjectLine(title: String, day: DigestDay) -> String {
        var text = ""
        var rest = subject[...]
        while let open = rest.range(of: "{{"), let close = rest[open.upperBound...].range(of: "}}") {
            text += rest[..<open.lowerBound]
            switch rest[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces) {
            case "title": text += title
            case "date": text += day.isoText
            default: text += rest[open.lowerBound..<close.upperBound]
            }
            rest = rest[close.upperBound...]
        }
        return text + rest
    }
}
