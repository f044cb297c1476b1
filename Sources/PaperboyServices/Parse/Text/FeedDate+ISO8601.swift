extension FeedDate {
    /// Reads ISO 8601 / RFC 3339 (`separator` `-`) and slashed (`/`) dates:
    /// `YYYY-MM-DD[(T|t|space)hh:mm[:ss[.fff]]][zone]`.
    static func parseNumeric(_ scanner: inout DateScanner, separator: UInt8) -> DateFields? {
        var fields = DateFields()
        guard let year = scanner.number(digits: 4), scanner.skip(separator),
              let month = scanner.number(maxDigits: 2), scanner.skip(separator),
              let day = scanner.number(maxDigits: 2)
        else { return nil }
        fields.year = year
        fields.month = month.value
        fields.day = day.value
        if scanner.isAtEnd { return fields }

        let hasTimeSeparator = scanner.skip(UInt8(ascii: "T")) || scanner.skip(UInt8(ascii: "t"))
        guard scanner.skipSpaces() || hasTimeSeparator,
              parseTime(&scanner, into: &fields),
              let offset = parseZone(&scanner)
        else { return nil }
        fields.offset = offset
        return fields
    }
}
