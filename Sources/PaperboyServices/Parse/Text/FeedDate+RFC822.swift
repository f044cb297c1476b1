extension FeedDate {
    /// Reads `[weekday[,]] d[d] month yy[yy] [hh:mm[:ss]] [zone]`, the RFC 822
    /// family as feeds really write it: the weekday is skipped whatever its
    /// language, and the month may be named in one of several languages.
    static func parseRFC822(_ scanner: inout DateScanner) -> DateFields? {
        var fields = DateFields()
        if startsWithMonth(scanner) {
            var monthFirst = scanner
            if let fields = parseMonthFirst(&monthFirst) { return fields }
        }
        skipWeekday(&scanner)
        if startsWithMonth(scanner) { return parseMonthFirst(&scanner) }

        guard let day = scanner.number(maxDigits: 2) else { return nil }
        fields.day = day.value
        if scanner.peek == UInt8(ascii: ".") { return parseDotted(&scanner, day: day.value) }
        guard skipFieldSeparator(&scanner) else { return nil }

        let monthWord = scanner.word()
        guard let key = ShortKey(lowercasing: scanner.bytes[monthWord]),
              let month = monthNumbers[key]
        else { return nil }
        fields.month = month
        _ = scanner.skip(UInt8(ascii: "."))
        guard skipFieldSeparator(&scanner) else { return nil }

        guard let year = scanner.number(maxDigits: 4) else { return nil }
        switch year.digits {
        case 2: fields.year = year.value < 50 ? 2000 + year.value : 1900 + year.value
        case 3: fields.year = 1900 + year.value // RFC 2822 obsolete syntax
        case 4: fields.year = year.value
        default: return nil
        }

        let hadSpace = scanner.skipSpaces()
        if scanner.isAtEnd { return fields }
        guard hadSpace, parseTime(&scanner, into: &fields), let offset = parseZone(&scanner) else { return nil }
        fields.offset = offset
        return fields
    }

    /// Skips a leading weekday and the comma or dot after it, if present.
    private static func skipWeekday(_ scanner: inout DateScanner) {
        guard !scanner.peekIsDigit else { return }
        while let b = scanner.peek, !DateScanner.isDigit(b),
              b != 0x20, b != 0x09, b != UInt8(ascii: ",") {
            scanner.index += 1
        }
        _ = scanner.skip(UInt8(ascii: ","))
        scanner.skipSpaces()
    }

    /// Skips the spaces or the single `-` (`28-Nov-2024`) between fields.
    static func skipFieldSeparator(_ scanner: inout DateScanner) -> Bool {
        scanner.skipSpaces() || scanner.skip(UInt8(ascii: "-"))
    }
}
