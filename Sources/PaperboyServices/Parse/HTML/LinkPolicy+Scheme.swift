extension LinkPolicy {
    /// What the start of a URL says about its scheme.
    enum SchemeProbe: Equatable {
        /// No scheme: a relative reference.
        case relative
        /// http, https or mailto, lowercased.
        case allowed(String)
        /// Any other scheme.
        case rejected
    }

    /// Finds the scheme the way a lenient browser would: ignoring whitespace
    /// and control characters anywhere in it and decoding character
    /// references, so that no spelling of `javascript:` passes for relative.
    static func probeScheme(_ raw: String) -> SchemeProbe {
        var copy = raw
        return copy.withUTF8 { bytes -> SchemeProbe in
            var scheme: [UInt8] = []
            var index = 0
            while index < bytes.count {
                var byte = bytes[index]
                if byte <= 0x20 || byte == 0x7F {
                    index += 1
                    continue
                }
                let space = Whitespace.whitespaceLength(bytes, at: index)
                if space > 0 {
                    index += space
                    continue
                }
                if byte == UInt8(ascii: "&") {
                    guard let reference = decodeReference(bytes, at: index) else { return .relative }
                    index += reference.length
                    guard let decoded = reference.byte else { continue }
                    byte = decoded
                } else {
                    index += 1
                }
                if byte == UInt8(ascii: ":") { return classify(scheme) }
                let isLetter = (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A
                let isSchemeByte = isLetter || (byte >= 0x30 && byte <= 0x39)
                    || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
                guard isSchemeByte, isLetter || !scheme.isEmpty else { return .relative }
                if scheme.count < 16 { scheme.append(byte | (isLetter ? 0x20 : 0)) }
            }
            return .relative
        }
    }

    private static func classify(_ scheme: [UInt8]) -> SchemeProbe {
        switch String(decoding: scheme, as: UTF8.self) {
        case "http": return .allowed("http")
        case "https": return .allowed("https")
        case "mailto": return .allowed("mailto")
        default: return .rejected
        }
    }

    /// Decodes the character reference at `index` (`&#9;`, `&#x3A;`,
    /// `&colon;`, `&Tab;`), with or without its `;`. Returns its length and
    /// the ASCII byte it stands for; a nil byte means the browser ignores it
    /// (whitespace). Returns nil for anything that is not a known reference
    /// to ASCII, which ends the scheme.
    private static func decodeReference(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> (length: Int, byte: UInt8?)? {
        var index = start + 1
        var codePoint = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: "#") {
            index += 1
            let hex = index < bytes.count && bytes[index] | 0x20 == UInt8(ascii: "x")
            if hex { index += 1 }
            let digitsStart = index
            while index < bytes.count, let digit = digitValue(bytes[index], hex: hex) {
                // Leading zeros are allowed in any number; the value is capped.
                codePoint = min(codePoint * (hex ? 16 : 10) + digit, 0x110000)
                index += 1
            }
            guard index > digitsStart else { return nil }
        } else {
            let nameStart = index
            while index < bytes.count, index - nameStart < 10, (bytes[index] | 0x20) >= 0x61, (bytes[index] | 0x20) <= 0x7A {
                index += 1
            }
            switch String(decoding: bytes[nameStart..<index], as: UTF8.self).lowercased() {
            case "colon": codePoint = 0x3A
            case "tab": codePoint = 0x09
            case "newline": codePoint = 0x0A
            case "nbsp": codePoint = 0xA0
            default: return nil
            }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ";") { index += 1 }
        let length = index - start
        if codePoint <= 0x20 || codePoint == 0x7F || codePoint == 0xA0 { return (length, nil) }
        return codePoint < 0x80 ? (length, UInt8(codePoint)) : nil
    }

    private static func digitValue(_ byte: UInt8, hex: Bool) -> Int? {
        switch byte {
        case 0x30...0x39: return Int(byte - 0x30)
        case 0x61...0x66 where hex: return Int(byte - 0x61 + 10)
        case 0x41...0x46 where hex: return Int(byte - 0x41 + 10)
        default: return nil
        }
    }

    /// Removes what browsers drop from a URL: surrounding whitespace (ASCII
    /// and Unicode) and control characters anywhere. Inner spaces stay, for
    /// URL parsing to percent-encode.
    static func clean(_ raw: String) -> String {
        var copy = raw
        return copy.withUTF8 { bytes -> String in
            var start = 0
            var end = bytes.count
            while start < end {
                let space = Whitespace.whitespaceLength(bytes, at: start)
                if bytes[start] < 0x20 || bytes[start] == 0x7F { start += 1 } else if space > 0 { start += space } else { break }
            }
            while end > start {
                let b = bytes[end - 1]
                if b <= 0x20 || b == 0x7F {
                    end -= 1
                } else if end - start >= 2, Whitespace.whitespaceLength(bytes, at: end - 2) == 2 {
                    end -= 2
                } else if end - start >= 3, Whitespace.whitespaceLength(bytes, at: end - 3) == 3 {
                    end -= 3
                } else {
                    break
                }
            }
            var kept: [UInt8] = []
            kept.reserveCapacity(end - start)
            for b in bytes[start..<end] where b >= 0x20 && b != 0x7F { kept.append(b) }
            return String(decoding: kept, as: UTF8.self)
        }
    }
}
