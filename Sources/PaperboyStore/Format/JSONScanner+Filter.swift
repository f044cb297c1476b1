import Foundation

extension JSONScanner {
    /// Like ``readObject(_:)``, for the members whose value's text holds `marker`; the others
    /// are skipped without building their key (a filter, so `body` still checks what it reads).
    mutating func readObject(whereValueHolds marker: [UInt8], _ body: (inout JSONScanner, String) throws -> Void) throws {
        try expect(UInt8(ascii: "{"))
        skipSpace()
        if at < bytes.count, bytes[at] == UInt8(ascii: "}") { at += 1; return }
        while true {
            skipSpace()
            let keyStart = at
            guard at < bytes.count, bytes[at] == UInt8(ascii: "\"") else { throw failure("expected a string") }
            try skipString()
            try expect(UInt8(ascii: ":"))
            skipSpace()
            let valueStart = at
            try skipValue()
            if holds(marker, in: valueStart..<at) {
                at = keyStart
                let key = try readString()
                try expect(UInt8(ascii: ":"))
                try body(&self, key)
            }
            skipSpace()
            guard at < bytes.count else { throw failure("the document ends inside an object") }
            if bytes[at] == UInt8(ascii: ",") { at += 1; continue }
            try expect(UInt8(ascii: "}"))
            return
        }
    }

    /// True when `marker` occurs in `range` of the bytes (a plain scan: the ranges are a member's few bytes).
    private func holds(_ marker: [UInt8], in range: Range<Int>) -> Bool {
        guard let first = marker.first else { return true }
        var i = range.lowerBound
        while i + marker.count <= range.upperBound {
            if bytes[i] == first, bytes[i..<(i + marker.count)].elementsEqual(marker) { return true }
            i += 1
        }
        return false
    }
}
