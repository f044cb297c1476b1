import Foundation

/// The HTTP date format (RFC 9110's IMF-fixdate): `Sun, 06 Nov 1994 08:49:37 GMT`.
enum HTTPDate {
    /// `date` as an IMF-fixdate.
    static func format(_ date: Date) -> String {
        formatter().string(from: date)
    }

    /// An IMF-fixdate, or nil for anything else (the obsolete formats are not accepted).
    static func parse(_ text: String) -> Date? {
        formatter().date(from: text.trimmingCharacters(in: .whitespaces))
    }

    // A formatter per call: DateFormatter is not safe to share between concurrent requests.
    private static func formatter() -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter
    }
}
