import Foundation

/// A pull reader over the bytes of one JSON document, for the archive's own formats:
/// values are read straight into the types that keep them, with no intermediate tree
/// and no `Codable` (which cost a tenth of a full render).
struct JSONScanner {
    /// Why the bytes are not the JSON expected, and where (1-based line).
    struct Failure: Error, CustomStringConvertible {
        var line: Int
        var reason: String
        var description: String { "line \(line): \(reason)" }
    }

    // Internal, not private, for the scanner's extensions in other files (JSONScanner+Filter).
    let bytes: [UInt8]
    var at = 0

    init(_ data: Data) {
        bytes = [UInt8](data)
    }

    /// A failure at the current position.
    func failure(_ reason: String) -> Failure {
        Failure(line: bytes[..<min(at, bytes.count)].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }, reason: reason)
    }

    mutating func skipSpace() {
        while at < bytes.count, bytes[at] == 0x20 || bytes[at] == 0x0A || bytes[at] == 0x0D || bytes[at] == 0x09 { at += 1 }
    }

    mutating func expect(_ byte: UInt8) throws {
        skipSpace()
        guard at < bytes.count, bytes[at] == byte else {
            throw failure("expected '\(Character(UnicodeScalar(byte)))'")
        }
        at += 1
    }

    /// True (and consumed) when the next value is `null`.
    mutating func readNull() -> Bool {
        skipSpace()
        guard bytes.count - at >= 4, bytes[at] == UInt8(ascii: "n"), bytes[at + 1] == UInt8(ascii: "u"),
              bytes[at + 2] == UInt8(ascii: "l"), bytes[at + 3] == UInt8(ascii: "l") else { return false }
        at += 4
        return true
    }

    /// Calls `body` with each key of an object, positioned at its value; `body` must read or skip it.
    mutating func readObject(_ body: (inout JSONScanner, String) throws -> Void) throws {
        try forEachMember { s in
            let key = try s.readString()
            try s.expect(UInt8(ascii: ":"))
            try body(&s, key)
        }
    }

    /// Calls `body` at each member of an object, positioned at its key; `body` must read or skip the member.
    mutating func forEachMember(_ body: (inout JSONScanner) throws -> Void) throws {
        try expect(UInt8(ascii: "{"))
        skipSpace()
        if at < bytes.count, bytes[at] == UInt8(ascii: "}") { at += 1; return }
        while true {
            try body(&self)
            skipSpace()
            guard at < bytes.count else { throw failure("the document ends inside an object") }
            if bytes[at] == UInt8(ascii: ",") { at += 1; continue }
            try expect(UInt8(ascii: "}"))
            return
        }
    }

    /// Calls `body` for each element of an array, positioned at it.
    mutating func readArray(_ body: (inout JSONScanner) throws -> Void) throws {
        try expect(UInt8(ascii: "["))
        skipSpace()
        if at < bytes.count, bytes[at] == UInt8(ascii: "]") { at += 1; return }
        while true {
            try body(&self)
            skipSpace()
            guard at < bytes.count else { throw failure("the document ends inside an array") }
            if bytes[at] == UInt8(ascii: ",") { at += 1; continue }
            try expect(UInt8(ascii: "]"))
            return
        }
    }

    /// A string, escapes decoded.
    mutating func readString() throws -> String {
        try expect(UInt8(ascii: "\""))
        let start = at
        while at < bytes.count, bytes[at] != UInt8(ascii: "\""), bytes[at] != UInt8(ascii: "\\") { at += 1 }
        guard at < bytes.count else { throw failure("the document ends inside a string") }
        if bytes[at] == UInt8(ascii: "\"") {
            at += 1
            return String(decoding: bytes[start..<(at - 1)], as: UTF8.self)
        }
        var out = Array(bytes[start..<at])
        while at < bytes.count {
            let byte = bytes[at]
            at += 1
            if byte == UInt8(ascii: "\"") { return String(decoding: out, as: UTF8.self) }
            guard byte == UInt8(ascii: "\\") else { out.append(byte); continue }
            guard at < bytes.count else { break }
            let escape = bytes[at]
            at += 1
            switch escape {
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "u"): out.append(contentsOf: try readUnicodeEscape())
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escape)
            default: throw failure("unknown escape \\\(Character(UnicodeScalar(escape)))")
            }
        }
        throw failure("the document ends inside a string")
    }

    /// The UTF-8 of `\uXXXX` (after the `u`), a surrogate pair read whole.
    private mutating func readUnicodeEscape() throws -> [UInt8] {
        var value = try hex4()
        if (0xD800..<0xDC00).contains(value), bytes.count - at >= 6, bytes[at] == UInt8(ascii: "\\"), bytes[at + 1] == UInt8(ascii: "u") {
            at += 2
            let low = try hex4()
            guard (0xDC00..<0xE000).contains(low) else { throw failure("a lone surrogate in \\u escapes") }
            value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = UnicodeScalar(value) else { throw failure("a lone surrogate in \\u escapes") }
        return Array(String(Character(scalar)).utf8)
    }

    private mutating func hex4() throws -> UInt32 {
        guard bytes.count - at >= 4 else { throw failure("a \\u escape needs four hex digits") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[at]
            let digit: UInt8
            switch byte {
            case 0x30...0x39: digit = byte - 0x30
            case 0x41...0x46: digit = byte - 0x37
            case 0x61...0x66: digit = byte - 0x57
            default: throw failure("a \\u escape needs four hex digits")
            }
            value = value << 4 | UInt32(digit)
            at += 1
        }
        return value
    }

    /// An integer.
    mutating func readInt() throws -> Int {
        skipSpace()
        let negative = at < bytes.count && bytes[at] == UInt8(ascii: "-")
        if negative { at += 1 }
        var value = 0
        let start = at
        while at < bytes.count, (0x30...0x39).contains(bytes[at]) {
            let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times.addingReportingOverflow(Int(bytes[at] - 0x30))
            guard !overflow1, !overflow2 else { throw failure("an integer out of range") }
            value = sum
            at += 1
        }
        guard at > start else { throw failure("expected an integer") }
        return negative ? -value : value
    }

    /// `true` or `false`.
    mutating func readBool() throws -> Bool {
        skipSpace()
        for (word, value) in [("true", true), ("false", false)] where bytes[at...].starts(with: word.utf8) {
            at += word.utf8.count
            return value
        }
        throw failure("expected true or false")
    }

    /// Skips one value of any kind (a key this reader does not know: written by a newer paperboy).
    mutating func skipValue() throws {
        skipSpace()
        guard at < bytes.count else { throw failure("expected a value") }
        switch bytes[at] {
        case UInt8(ascii: "{"), UInt8(ascii: "["): try skipContainer()
        case UInt8(ascii: "\""): try skipString()
        default:
            while at < bytes.count, ![0x2C, 0x7D, 0x5D, 0x20, 0x0A, 0x0D, 0x09].contains(bytes[at]) { at += 1 }
        }
    }

    /// Skips an object or array to its matching close, strings and all, building nothing
    /// (the index's item entries, skipped by a render, are most of its bytes).
    private mutating func skipContainer() throws {
        var depth = 0
        while at < bytes.count {
            switch bytes[at] {
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1; at += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                at += 1
                if depth == 0 { return }
            case UInt8(ascii: "\""): try skipString()
            default: at += 1
            }
        }
        throw failure("the document ends inside an object or array")
    }

    /// Skips a string without building it (its escapes are read by ``readString()`` when it is kept).
    mutating func skipString() throws {
        at += 1
        while at < bytes.count {
            switch bytes[at] {
            case UInt8(ascii: "\""): at += 1; return
            case UInt8(ascii: "\\"): at += 2
            default: at += 1
            }
        }
        throw failure("the document ends inside a string")
    }

    /// Fails unless only whitespace is left.
    mutating func expectEnd() throws {
        skipSpace()
        guard at == bytes.count else { throw failure("more after the end of the document") }
    }
}
