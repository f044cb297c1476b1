extension KeySentence {
    /// The score of the sentence at `range` of `original` (and of `text`, its lower-cased
    /// copy), the `index`-th of `count` (tenths of a point; higher states a result more plainly).
    static func score(_ text: UnsafeBufferPointer<UInt8>, original: UnsafeBufferPointer<UInt8>, _ range: Range<Int>,
                      index: Int, count: Int, cues: CueTable, weights: [Int]) -> Int {
        var found: UInt64 = 0
        var numbers = 0
        var inMath = false
        var i = range.lowerBound
        let end = range.upperBound
        while i < end {
            let b = text[i]
            if SentenceSplitter.isLower(b) {
                if !inMath, i == range.lowerBound || !CueTable.isWordByte(text[i - 1]) {
                    found |= cues.features(at: i, in: text, end: end)
                }
                i += 1
                while i < end, SentenceSplitter.isLower(text[i]) { i += 1 }
            } else if b == UInt8(ascii: "$") {
                if i == range.lowerBound || text[i - 1] != UInt8(ascii: "\\") { inMath.toggle() }
                i += 1
            } else if SentenceSplitter.isDigit(b) {
                let (next, worth) = number(text, i, range, inMath: inMath)
                numbers += worth
                i = next
            } else if b == UInt8(ascii: ":"), has("://", in: text, at: i, end: end) {
                found |= link
                i += 3
            } else {
                i += 1
            }
        }
        let start = range.lowerBound
        if startsWithPurpose(text, start, end) { found |= intent }
        let concedes = has("while ", in: text, at: start, end: end) || has("though ", in: text, at: start, end: end)
            || has("whereas ", in: text, at: start, end: end)
        var score = min(numbers, 25)
        var bits = found
        while bits != 0 {
            let bit = bits.trailingZeroBitCount
            score += weights[bit]
            bits &= bits - 1
        }
        if found & evidence != 0, found & showing != 0 { score += 22 }
        if found & claim != 0, found & thatClaim != 0 { score -= 15 }
        if found & availability != 0, found & artifact != 0 { score -= 50 }
        // Background and a problem in one sentence mostly say the same thing twice.
        if found & (motivation | gap) == motivation | gap { score += 5 }
        let claims = found & (claim | thatClaim | passiveClaim) != 0
        if concedes, !claims { score -= 12 }
        if claims {
            // A stated result that mentions the problem (`; however, we find …`) is still a result.
            if found & motivation != 0 { score += 5 }
            if found & gap != 0 { score += 6 }
            if found & intent != 0 { score += 8 }
        }
        if index == 0 { score -= found & (claim | passiveClaim | thatClaim | mainResult) != 0 ? 5 : 20 }
        if count > 2, 3 * index >= 2 * (count - 1) { score += 10 }
        let length = range.count
        if length < 40 { score -= 15 } else if length < 70 { score -= 5 }
        if SentenceSplitter.isLower(original[range.lowerBound]) { score -= 20 }
        if text[end - 1] == UInt8(ascii: "?") { score -= 15 }
        return score
    }

    /// True when the sentence opens with a purpose (`To address this, …`), not with `To our
    /// knowledge` or `To the best of`.
    private static func startsWithPurpose(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        has("to ", in: text, at: start, end: end) && !has("our ", in: text, at: start + 3, end: end)
            && !has("the best", in: text, at: start + 3, end: end)
    }

    /// True when `word` is at `i` of `text`, before `end`.
    private static func has(_ word: StaticString, in text: UnsafeBufferPointer<UInt8>, at i: Int, end: Int) -> Bool {
        let count = word.utf8CodeUnitCount
        guard i + count <= end else { return false }
        return (0..<count).allSatisfy { text[i + $0] == word.utf8Start[$0] }
    }

    /// The end of the number starting at `start` and what it adds to the score: a share
    /// or a factor most, a decimal less, a count least; nothing for years, citations,
    /// equation and section numbers, or digits of names (`GPT-4`, `3D`, `v1.2`). In math,
    /// only shares and decimals count.
    private static func number(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ range: Range<Int>,
                               inMath: Bool) -> (end: Int, worth: Int) {
        let end = range.upperBound
        var i = start
        var decimal = false
        var value = 0
        while i < end {
            let b = text[i]
            if SentenceSplitter.isDigit(b) {
                value = min(value &* 10 &+ Int(b &- 0x30), 1_000_000)
                i += 1
            } else if b == UInt8(ascii: ".") || b == UInt8(ascii: ","), i + 1 < end,
                      SentenceSplitter.isDigit(text[i + 1]) {
                decimal = decimal || b == UInt8(ascii: ".")
                i += 1
            } else {
                break
            }
        }
        let before = start > range.lowerBound ? text[start - 1] : UInt8(ascii: " ")
        let after = i < end ? text[i] : UInt8(ascii: " ")
        let percent = after == UInt8(ascii: "%") || has("\\%", in: text, at: i, end: end)
        if inMath { return (i, percent ? 15 : decimal ? 5 : 0) }
        if CueTable.isWordByte(before) || "_^\\.".utf8.contains(before) { return (i, 0) }
        if before == UInt8(ascii: "-"), start - 2 >= range.lowerBound, CueTable.isWordByte(text[start - 2]) {
            return (i, 0)
        }
        if percent || has("-fold", in: text, at: i, end: end) || has("×", in: text, at: i, end: end) { return (i, 15) }
        if after == UInt8(ascii: "x"), i + 1 >= end || !CueTable.isWordByte(text[i + 1]) { return (i, 15) }
        if CueTable.isWordByte(after) { return (i, 0) }
        if before == UInt8(ascii: "[") || after == UInt8(ascii: "]") { return (i, 0) }
        if before == UInt8(ascii: "("), after == UInt8(ascii: ")"), i - start <= 2 { return (i, 0) }
        if decimal { return (i, 10) }
        if i - start == 4, value >= 1800, value <= 2099 { return (i, 0) }
        if labelsNumber(text, before: start, from: range.lowerBound) { return (i, 0) }
        return (i, 4)
    }

    /// True when the word before `start` names a figure, equation, section or the like.
    private static func labelsNumber(_ text: UnsafeBufferPointer<UInt8>, before start: Int, from lower: Int) -> Bool {
        var j = start
        while j > lower, " .~".utf8.contains(text[j - 1]) { j -= 1 }
        var k = j
        while k > lower, SentenceSplitter.isLower(text[k - 1]) { k -= 1 }
        guard j - k >= 2 else { return false }
        let word = UnsafeBufferPointer(rebasing: text[k..<j])
        return labels.contains { $0.count == word.count && $0.elementsEqual(word) }
    }

    private static let labels: [[UInt8]] = [
        "eq", "eqs", "fig", "figs", "sec", "secs", "ref", "refs", "equation", "equations", "figure", "figures",
        "section", "sections", "table", "tables", "theorem", "lemma", "chapter", "appendix", "step", "stage",
        "phase", "type", "no", "proposition", "corollary", "definition", "example", "conjecture", "version",
    ].map { Array($0.utf8) }
}
