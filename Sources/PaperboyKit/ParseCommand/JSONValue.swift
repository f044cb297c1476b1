import PaperboyModels
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

    static func writeString(_ text: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        EscapeTable.json.append(text, to: &out)
        out.append(UInt8(ascii: "\""))
    }
}
