/// Quoted-printable (RFC 2045 §6.7) of UTF-8 text: `\n` becomes a CRLF line break, and
/// every encoded line is at most 76 characters, longer lines ending in a soft break (`=`).
enum QuotedPrintable {
    static let lineLimit = 76

    static func encode(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + text.utf8.count / 8)
        for (n, line) in text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            if n > 0 { out += [0x0D, 0x0A] }
            var column = 0
            let bytes = Array(line.last == 0x0D ? line.dropLast() : line[...])
            for (i, byte) in bytes.enumerated() {
                let isLast = i == bytes.count - 1
                let plain = (byte >= 33 && byte <= 126 && byte != 0x3D) || ((byte == 0x20 || byte == 0x09) && !isLast)
                let piece: [UInt8] = plain ? [byte] : [0x3D] + hex(byte)
                // Room for the piece, and for a soft break's `=` unless this is the line's end.
                if column + piece.count > lineLimit - (isLast ? 0 : 1) {
                    out += [0x3D, 0x0D, 0x0A]
                    column = 0
                }
                out += piece
                column += piece.count
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Decodes what ``encode(_:)`` writes (tests, and checks of a written message).
    static func decode(_ text: String) -> String {
        var out: [UInt8] = []
        let bytes = Array(text.utf8)
        var i = 0
        while i < bytes.count {
            if bytes[i] == 0x3D, i + 2 < bytes.count, bytes[i + 1] == 0x0D, bytes[i + 2] == 0x0A {
                i += 3
            } else if bytes[i] == 0x3D, i + 2 < bytes.count, let high = value(bytes[i + 1]), let low = value(bytes[i + 2]) {
                out.append(high << 4 | low)
                i += 3
            } else if bytes[i] == 0x0D, i + 1 < bytes.count, bytes[i + 1] == 0x0A {
                out.append(0x0A)
                i += 2
            } else {
                out.append(bytes[i])
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    static func hex(_ byte: UInt8) -> [UInt8] {
        let digits = Array("0123456789ABCDEF".utf8)
        return [digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]]
    }

    private static func value(_ digit: UInt8) -> UInt8? {
        switch digit {
        case 0x30...0x39: digit - 0x30
        case 0x41...0x46: digit - 0x41 + 10
        case 0x61...0x66: digit - 0x61 + 10
        default: nil
        }
    }
}
