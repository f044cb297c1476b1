/// A JSON value small enough to write by hand: the item records of `paperboy parse`.
///
/// Foundation's encoder costs more per item than the whole XML parse; these
/// records have a fixed, flat shape, so they are written directly as bytes.
enum JSONValue {
    case string(String?)
    case int(Int?)
    case strings([String])

    func write(to out: inout [UInt8]) {
        switch self {
        case .string(nil), .int(nil): out.append(contentsOf: Self.null)
        case .string(let text?): Self.writeString(text, to: &out)
        case .int(let number?): out.append(contentsOf: String(number).utf8)
        case .strings(let texts):
            out.append(UInt8(ascii: "["))
            for (index, text) in texts.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                Self.writeString(text, to: &out)
            }
            out.append(UInt8(ascii: "]"))
        }
    }

    /// Writes `object` with its keys sorted, as one line.
    static func writeObject(_ object: [(String, JSONValue)], to out: inout [UInt8]) {
        out.append(UInt8(ascii: "{"))
        for (index, (key, value)) in object.sorted(by: { $0.0 < $1.0 }).enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            writeString(key, to: &out)
            out.append(UInt8(ascii: ":"))
            value.write(to: &out)
        }
        out.append(UInt8(ascii: "}"))
    }

    private static let null = Array("null".utf8)
    private static let hex = Array("0123456789abcdef".utf8)

    static func writeString(_ text: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var copy = text
        copy.withUTF8 { bytes in
            // Copy runs that need no escaping in one go: most text has no quote, backslash or control byte.
            var runStart = 0
            for index in 0..<bytes.count where needsEscape[Int(bytes[index])] {
                if runStart < index { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index])) }
                escape(bytes[index], to: &out)
                runStart = index + 1
            }
            if runStart < bytes.count { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...])) }
        }
        out.append(UInt8(ascii: "\""))
    }

    private static let needsEscape: [Bool] = (0...255).map { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F }

    private static func escape(_ byte: UInt8, to out: inout [UInt8]) {
            switch byte {
            case UInt8(ascii: "\""): out.append(UInt8(ascii: "\\")); out.append(byte)
            case UInt8(ascii: "\\"): out.append(UInt8(ascii: "\\")); out.append(byte)
            case 0x0A: out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "n"))
            case 0x0D: out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "r"))
            case 0x09: out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "t"))
            case 0x00..<0x20, 0x7F:
                out.append(contentsOf: Array("\\u00".utf8))
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0x0F)])
            default: out.append(byte)
            }
    }
}
