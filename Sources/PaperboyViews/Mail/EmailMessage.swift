import Foundation
import PaperboyModels

/// One RFC 5322 message: headers, then `multipart/alternative` with a text/plain and a
/// text/html part, both UTF-8 quoted-printable, lines ending in CRLF.
///
/// Everything is a function of the inputs: the `Date:` is the digest day's midnight in the
/// config's zone, the Message-ID and the boundary are hashes of the day and the site. The
/// boundary starts with `=_`, which quoted-printable text can never contain.
struct EmailMessage {
    let day: DigestDay
    let siteTitle: String
    let baseURL: String?
    let options: EmailOptions
    let subject: String
    let text: String
    let html: String

    /// The message's bytes as text.
    func eml() -> String {
        var hash = FNV1a()
        hash.add(day.isoText)
        hash.add(siteTitle)
        hash.add(baseURL ?? "-")
        let key = String(hash.value, radix: 16)
        let host = baseURL.flatMap { URL(string: $0)?.host }.map { $0.lowercased() } ?? "paperboy.invalid"
        let boundary = "=_paperboy_" + key
        var headers = [
            "Date: " + Self.date(day.start(in: options.timeZone), in: options.timeZone),
            "Message-ID: <" + day.isoText + "." + key + "@" + host + ">",
        ]
        if let from = options.from { headers.append(EncodedWord.addressHeader("From", from)) }
        if let to = options.to { headers.append(EncodedWord.addressHeader("To", to)) }
        headers += [
            EncodedWord.header("Subject", subject),
            "MIME-Version: 1.0",
            "Content-Type: multipart/alternative; boundary=\"" + boundary + "\"",
        ]
        var lines = headers + ["", "This is a message in two formats, plain text and HTML.", ""]
        for (type, body) in [("text/plain", text), ("text/html", html)] {
            lines += ["--" + boundary, "Content-Type: " + type + "; charset=utf-8", "Content-Transfer-Encoding: quoted-printable", "",
                      QuotedPrintable.encode(body)]
        }
        lines += ["--" + boundary + "--", ""]
        return lines.joined(separator: "\r\n")
    }

    /// `Thu, 28 Nov 2024 00:00:00 +0100` (RFC 5322 §3.3).
    static func date(_ date: Date, in zone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .weekday], from: date)
        let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        func pad(_ n: Int?) -> String { n.map { $0 < 10 ? "0\($0)" : String($0) } ?? "00" }
        let offset = zone.secondsFromGMT(for: date) / 60
        let sign = offset < 0 ? "-" : "+"
        return "\(weekdays[(c.weekday ?? 1) - 1]), \(pad(c.day)) \(months[(c.month ?? 1) - 1]) \(c.year ?? 1970) "
            + "\(pad(c.hour)):\(pad(c.minute)):\(pad(c.second)) \(sign)\(pad(abs(offset) / 60))\(pad(abs(offset) % 60))"
    }
}
