extension SearchShard {
    /// The digits of the index's numbers: base64's alphabet, each digit carrying five bits
    /// and a sixth that says another digit follows (the VLQ of JavaScript source maps).
    /// `search.js` holds the same alphabet.
    static let digits: [UInt8] = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// `value` (≥ 0) as digits, lowest five bits first.
    static func appendNumber(_ value: Int, to out: inout [UInt8]) {
        var n = value
        repeat {
            let low = n & 31
            n >>= 5
            out.append(digits[n > 0 ? low | 32 : low])
        } while n > 0
    }

    /// One posting: the gap from the previous document, doubled, plus one when a weight
    /// other than 1 follows. Most postings are a summary word in a nearby document: one
    /// digit for a gap under 16, two under 512, and no separator.
    static func appendPosting(gap: Int, weight: Int, to out: inout [UInt8]) {
        appendNumber(gap * 2 + (weight == 1 ? 0 : 1), to: &out)
        if weight != 1 { appendNumber(weight, to: &out) }
    }

    /// The sorted terms front-coded, separated by spaces (which no term holds): each term is
    /// one digit, how many UTF-16 code units it shares with the term before, then the rest.
    /// A month's terms are mostly rare words that share their start with a neighbour
    /// (`transform`, `transformation`, `transformer`).
    static func frontCoded(_ terms: [String]) -> String {
        var out: [UInt16] = []
        var previous: [UInt16] = []
        for (i, term) in terms.enumerated() {
            let units = Array(term.utf16)
            var shared = 0
            let limit = min(units.count, previous.count, digits.count - 1)
            while shared < limit, units[shared] == previous[shared] { shared += 1 }
            // Never split a surrogate pair: the rest must be text of its own.
            if shared > 0, shared < units.count, UTF16.isTrailSurrogate(units[shared]) { shared -= 1 }
            if i > 0 { out.append(0x20) }
            out.append(UInt16(digits[shared]))
            out.append(contentsOf: units[shared...])
            previous = units
        }
        return String(decoding: out, as: UTF16.self)
    }
}
