/// JSON text written by hand where `JSONEncoder` is too slow (the archive index, the search index).
public enum JSONText {
    /// `text` as a JSON string literal: `"` and `\` escaped, line feed, carriage return and
    /// tab as `\n`, `\r`, `\t`, other control characters as `\u00xx`; everything else as is.
    public static func quoted(_ text: String) -> String {
        var copy = text
        return copy.withUTF8 { bytes in
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + 2)
            out.append(0x22)
            var run = 0
            for i in bytes.indices {
                let byte = bytes[i]
                guard byte < 0x20 || byte == 0x22 || byte == 0x5C else { continue }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<i]))
                run = i + 1
                switch byte {
                case 0x22: out += [0x5C, 0x22]
                case 0x5C: out += [0x5C, 0x5C]
                case 0x0A: out += [0x5C, 0x6E]
                case 0x0D: out += [0x5C, 0x72]
                case 0x09: out += [0x5C, 0x74]
                default:
                    let hex = Array("0123456789abcdef".utf8)
                    out += [0x5C, 0x75, 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
                }
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run...]))
            out.append(0x22)
            return String(decoding: out, as: UTF8.self)
        }
    }
}
