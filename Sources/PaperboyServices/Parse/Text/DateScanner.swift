/// A cursor over the UTF-8 bytes of a date, with the few token readers the
/// date grammars need. Numbers have a digit limit, so no input can overflow.
struct DateScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { index >= bytes.count }

    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    var peekIsDigit: Bool { peek.map(DateScanner.isDigit) ?? false }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    static func isASCIILetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }

    /// Consumes `byte` if it is next.
    mutating func skip(_ byte: UInt8) -> Bool {
        guard peek == byte else { return false }
        index += 1
        return true
    }

    /// Consumes spaces, tabs, CR and LF; returns whether there were any.
    @discardableResult
    mutating func skipSpaces() -> Bool {
        let start = index
        while let b = peek, b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D { index += 1 }
        return index > start
    }

    /// Reads a run of 1…`maxDigits` ASCII digits. Returns nil when there is
    /// no digit or when the run is longer than `maxDigits`.
    mutating func number(maxDigits: Int) -> (value: Int, digits: Int)? {
        var value = 0
        var digits = 0
        while let b = peek, DateScanner.isDigit(b) {
            guard digits < maxDigits else { return nil }
            value = value * 10 + Int(b - 0x30)
            digits += 1
            index += 1
        }
        return digits > 0 ? (value, digits) : nil
    }

    /// Reads exactly `count` digits.
    mutating func number(digits count: Int) -> Int? {
        guard let (value, digits) = number(maxDigits: count), digits == count else { return nil }
        return value
    }

    /// Reads a fraction of a second after its `.` or `,`: any number of
    /// digits, of which the first nine count.
    mutating func fraction() -> Double? {
        var value = 0
        var scale = 1
        var digits = 0
        while let b = peek, DateScanner.isDigit(b) {
            if digits < 9 {
                value = value * 10 + Int(b - 0x30)
                scale *= 10
            }
            digits += 1
            index += 1
        }
        return digits > 0 ? Double(value) / Double(scale) : nil
    }

    /// Reads a word: letters, including the bytes of non-ASCII letters, as in
    /// `Mär`, `févr` or `Sáb`. Returns the range of the word, empty if none.
    mutating func word() -> Range<Int> {
        let start = index
        while let b = peek, DateScanner.isASCIILetter(b) || b >= 0x80 { index += 1 }
        return start..<index
    }
}
