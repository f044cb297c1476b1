extension FeedDate {
    /// Reads the zone that ends a date and returns its offset in seconds east
    /// of UTC: nothing (UTC), `Z`, `+hh`, `+hhmm`, `-hh:mm`, a name such as
    /// `GMT` or `PDT`, optionally followed by an offset (`GMT+0200`), an
    /// offset followed by a name (`+0000 UTC`), and a parenthesised comment
    /// (`+0000 (UTC)`). Returns nil if anything else follows.
    static func parseZone(_ scanner: inout DateScanner) -> Int? {
        scanner.skipSpaces()
        var offset = 0
        let name = scanner.word()
        if !name.isEmpty {
            if let known = ShortKey(lowercasing: scanner.bytes[name]).flatMap({ zoneOffsets[$0] }) {
                offset = known
            } else {
                // An unknown abbreviation reads as UTC: a few hours off beats
                // losing the date. Other words (and the letter `J`) are not zones.
                guard name.count >= 2, name.count <= 5, scanner.bytes[name].allSatisfy({ $0 >= 0x41 && $0 <= 0x5A }) else { return nil }
            }
        }
        if let sign = scanner.peek, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            scanner.index += 1
            guard let numeric = parseOffset(&scanner) else { return nil }
            offset += sign == UInt8(ascii: "+") ? numeric : -numeric
            // Go's `+0000 UTC` and `+0000 GMT`: a name after the offset repeats it.
            if name.isEmpty {
                let after = scanner.index
                scanner.skipSpaces()
                let repeated = scanner.word()
                if repeated.isEmpty || ShortKey(lowercasing: scanner.bytes[repeated]).flatMap({ zoneOffsets[$0] }) == nil {
                    scanner.index = after
                }
            }
        }
        scanner.skipSpaces()
        if scanner.skip(UInt8(ascii: "(")) {
            while let b = scanner.peek, b != UInt8(ascii: ")") { scanner.index += 1 }
            guard scanner.skip(UInt8(ascii: ")")) else { return nil }
            scanner.skipSpaces()
        }
        return scanner.isAtEnd ? offset : nil
    }

    /// Reads the digits of a numeric offset after its sign: `hh`, `hhmm` or `hh:mm`.
    private static func parseOffset(_ scanner: inout DateScanner) -> Int? {
        guard let digits = scanner.number(maxDigits: 4) else { return nil }
        let hours: Int
        var minutes = 0
        switch digits.digits {
        case 1, 2:
            hours = digits.value
            if scanner.skip(UInt8(ascii: ":")) {
                guard let m = scanner.number(digits: 2) else { return nil }
                minutes = m
            }
        case 4:
            hours = digits.value / 100
            minutes = digits.value % 100
        default:
            return nil
        }
        guard hours <= 23, minutes <= 59 else { return nil }
        return hours * 3_600 + minutes * 60
    }
}
