/// Where each element of a top-level JSON array starts and ends, with its line, so
/// each element is decoded alone: a broken entry is reported at its own line and the
/// others are still read.
struct JSONElementRanges {
    /// One element's bytes and first line.
    struct Element {
        var range: Range<Int>
        var line: Int
    }

    /// The elements, or the line where the array's structure breaks off.
    static func scan(_ b: [UInt8]) -> (elements: [Element], brokenAt: Int?) {
        var i = 0
        var line = 1
        func skipSpace() {
            while i < b.count, b[i] == 0x20 || b[i] == 0x09 || b[i] == 0x0A || b[i] == 0x0D {
                if b[i] == 0x0A { line += 1 }
                i += 1
            }
        }
        if b.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }
        skipSpace()
        guard i < b.count else { return ([], nil) }
        if b[i] == UInt8(ascii: "{") {
            return ([Element(range: i..<b.count, line: line)], nil)
        }
        guard b[i] == UInt8(ascii: "[") else { return ([], line) }
        i += 1
        var elements: [Element] = []
        while true {
            skipSpace()
            guard i < b.count else { return (elements, line) }
            if b[i] == UInt8(ascii: "]") { return (elements, nil) }
            let start = i
            let startLine = line
            var depth = 0
            var inString = false
            while i < b.count {
                let c = b[i]
                if c == 0x0A { line += 1 }
                if inString {
                    if c == UInt8(ascii: "\\") { i += 1 } else if c == UInt8(ascii: "\"") { inString = false }
                } else if c == UInt8(ascii: "\"") {
                    inString = true
                } else if c == UInt8(ascii: "{") || c == UInt8(ascii: "[") {
                    depth += 1
                } else if c == UInt8(ascii: "}") || c == UInt8(ascii: "]") {
                    if depth == 0 { break }
                    depth -= 1
                } else if c == UInt8(ascii: ","), depth == 0 {
                    break
                }
                i += 1
            }
            guard i < b.count else { return (elements, startLine) }
            elements.append(Element(range: start..<i, line: startLine))
            if b[i] == UInt8(ascii: ",") { i += 1 }
        }
    }
}
