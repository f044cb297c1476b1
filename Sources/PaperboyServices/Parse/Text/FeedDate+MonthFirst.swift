extension FeedDate {
    /// True when the next word is a month name.
    static func startsWithMonth(_ scanner: DateScanner) -> Bool {
        var probe = scanner
        return month(&probe) != nil
    }

    /// Reads a month name and the dot after an abbreviation.
    static func month(_ scanner: inout DateScanner) -> Int? {
        let word = scanner.word()
        guard let key = ShortKey(lowercasing: scanner.bytes[word]), let month = monthNumbers[key] else { return nil }
        _ = scanner.skip(UInt8(ascii: "."))
        return month
    }

    /// Reads the month-first forms: `Nov 28[th][,] 2024 [time] [zone]`, and
    /// `Nov 28 time [zone] 2024` as C's `asctime` and Unix `date` write it.
    static func parseMonthFirst(_ scanner: inout DateScanner) -> DateFields? {
        var fields = DateFields()
        guard let month = month(&scanner), scanner.skipSpaces(), let day = scanner.number(maxDigits: 2) else { return nil }
        fields.month = month
        fields.day = day.value
        let suffix = scanner.word()
        if !suffix.isEmpty {
            let text = scanner.bytes[suffix].map { $0 | 0x20 }
            guard [Array("st".utf8), Array("nd".utf8), Array("rd".utf8), Array("th".utf8)].contains(text) else { return nil }
        }
        _ = scanner.skip(UInt8(ascii: ","))
        guard scanner.skipSpaces() else { return nil }
        let beforeYear = scanner.index
        if let year = scanner.number(maxDigits: 4), year.digits == 4, scanner.peek != UInt8(ascii: ":") {
            fields.year = year.value
            let hadSpace = scanner.skipSpaces()
            if scanner.isAtEnd { return fields }
            guard hadSpace, parseTime(&scanner, into: &fields), let offset = parseZone(&scanner) else { return nil }
            fields.offset = offset
            return fields
        }
        scanner.index = beforeYear
        guard parseTime(&scanner, into: &fields) else { return nil }
        // The year ends the text; a zone may stand between the time and the year.
        var yearStart = scanner.bytes.count
        while yearStart > scanner.index, DateScanner.isDigit(scanner.bytes[yearStart - 1]) { yearStart -= 1 }
        guard scanner.bytes.count - yearStart == 4, yearStart > scanner.index,
              scanner.bytes[yearStart - 1] == 0x20 || scanner.bytes[yearStart - 1] == 0x09
        else { return nil }
        var year = DateScanner(UnsafeBufferPointer(rebasing: scanner.bytes[yearStart...]))
        var zone = DateScanner(UnsafeBufferPointer(rebasing: scanner.bytes[scanner.index..<yearStart]))
        guard let value = year.number(digits: 4), let offset = parseZone(&zone) else { return nil }
        fields.year = value
        fields.offset = offset
        scanner.index = scanner.bytes.count
        return fields
    }

    /// Reads the rest of `dd.mm.yyyy [time] [zone]` after its day.
    static func parseDotted(_ scanner: inout DateScanner, day: Int) -> DateFields? {
        var fields = DateFields()
        fields.day = day
        guard scanner.skip(UInt8(ascii: ".")), let month = scanner.number(maxDigits: 2), scanner.skip(UInt8(ascii: ".")),
              let year = scanner.number(digits: 4)
        else { return nil }
        fields.month = month.value
        fields.year = year
        let hadSpace = scanner.skipSpaces()
        if scanner.isAtEnd { return fields }
        guard hadSpace, parseTime(&scanner, into: &fields), let offset = parseZone(&scanner) else { return nil }
        fields.offset = offset
        return fields
    }
}
