import Foundation

extension JSONScanner {
    /// Like ``readObject(_:)``, for the members whose value's text holds `marker`; the others
    /// are skipped without building their key (a filter, so `body` still checks what it reads).
    mutating func readObject(whereValueHolds marker: [UInt8], _ body: (inout JSONScanner, String) throws -> Void) throws {
        try forEachMember { s in
            s.skipSpace()
            let keyStart = s.at
            guard s.at < s.bytes.count, s.bytes[s.at] == UInt8(ascii: "\"") else { throw s.failure("expected a string") }
            try s.skipString()
            try s.expect(UInt8(ascii: ":"))
            s.skipSpace()
            let valueStart = s.at
            try s.skipValue()
            guard s.holds(marker, in: valueStart..<s.at) else { return }
            s.at = keyStart
            let key = try s.readString()
            try s.expect(UInt8(ascii: ":"))
            try body(&s, key)
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
