import Foundation

/// Dates as feeds write them: RFC 822 and its descendants (RSS), ISO 8601 and
/// RFC 3339 (Atom, JSON APIs) and the slashed `2020/1/10 14:33:00` some feeds
/// use. Parsed from UTF-8 bytes with plain arithmetic, so the result never
/// depends on the locale or time zone of the machine.
public enum FeedDate {
    /// Parses a feed date.
    ///
    /// Accepted, after trimming surrounding whitespace:
    /// - RFC 822/1123/2822 (`Thu, 28 Nov 2024 00:00:00 -0500`), with or without
    ///   a weekday in any language (right or wrong), two-digit years (below
    ///   50 → 20xx), optional seconds, `AM`/`PM`, month names in English,
    ///   Portuguese, Spanish, French and German in any case, zone names
    ///   (military letters included), numeric offsets or no zone (UTC);
    /// - month first (`Nov 28, 2024`, `November 28th, 2024 3:05 PM EST`),
    ///   C's `asctime` and Unix `date` (`Thu Nov 28 10:00:00 UTC 2024`) and
    ///   JavaScript's `Date.toString` (`… GMT+0100 (Central European Time)`);
    /// - dotted day.month.year (`28.11.2024 10:00`);
    /// - ISO 8601 / RFC 3339 (`2024-11-28`, `2024-11-28T14:47:20.123Z`,
    ///   `2024-11-28 14:47:20+03`), no zone meaning UTC;
    /// - `2020/1/10 14:33:00`, no zone meaning UTC.
    ///
    /// - Parameter text: The text of a date element.
    /// - Returns: The instant, or nil for anything else, including dates that
    ///   do not exist (`2024-02-30`) and out-of-range times.
    public static func parse(_ text: String) -> Date? {
        var copy = text
        return copy.withUTF8 { buffer -> Date? in
            var start = 0
            var end = buffer.count
            while start < end, buffer[start] <= 0x20 { start += 1 }
            while end > start, buffer[end - 1] <= 0x20 { end -= 1 }
            guard start < end else { return nil }
            var scanner = DateScanner(UnsafeBufferPointer(rebasing: buffer[start..<end]))
            let fields: DateFields?
            switch separatorAfterYear(scanner.bytes) {
            case UInt8(ascii: "-"): fields = parseNumeric(&scanner, separator: UInt8(ascii: "-"))
            case UInt8(ascii: "/"): fields = parseNumeric(&scanner, separator: UInt8(ascii: "/"))
            default: fields = parseRFC822(&scanner)
            }
            return fields?.date
        }
    }

    /// The byte after a leading four-digit year, which tells ISO 8601 (`-`)
    /// and slashed (`/`) dates from RFC 822 ones.
    private static func separatorAfterYear(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt8? {
        guard bytes.count > 4, bytes[0..<4].allSatisfy(DateScanner.isDigit) else { return nil }
        return bytes[4]
    }

    /// Reads `hh:mm[:ss[.fff]][ AM|PM]`, the time part shared by every format.
    static func parseTime(_ scanner: inout DateScanner, into fields: inout DateFields) -> Bool {
        guard let hour = scanner.number(maxDigits: 2), scanner.skip(UInt8(ascii: ":")),
              let minute = scanner.number(digits: 2)
        else { return false }
        fields.hour = hour.value
        fields.minute = minute
        if scanner.skip(UInt8(ascii: ":")) {
            guard let second = scanner.number(digits: 2) else { return false }
            fields.second = second
            if scanner.skip(UInt8(ascii: ".")) || scanner.skip(UInt8(ascii: ",")) {
                guard let fraction = scanner.fraction() else { return false }
                fields.fraction = fraction
            }
        }
        return parseMeridiem(&scanner, into: &fields)
    }

    /// Reads an `AM` or `PM` after a time (12-hour clock, hours 1…12), if there is one.
    private static func parseMeridiem(_ scanner: inout DateScanner, into fields: inout DateFields) -> Bool {
        let start = scanner.index
        scanner.skipSpaces()
        let word = scanner.word()
        let bytes = scanner.bytes[word].map { $0 | 0x20 }
        guard bytes.count == 2, bytes[1] == UInt8(ascii: "m"), bytes[0] == UInt8(ascii: "a") || bytes[0] == UInt8(ascii: "p") else {
            scanner.index = start
            return true
        }
        guard (1...12).contains(fields.hour) else { return false }
        fields.hour = fields.hour % 12 + (bytes[0] == UInt8(ascii: "p") ? 12 : 0)
        return true
    }
}
