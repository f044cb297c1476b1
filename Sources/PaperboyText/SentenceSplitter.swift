/// Splits plain text (an abstract, whitespace folded) into sentences, by UTF-8 byte offsets.
///
/// A sentence ends at `.`, `!` or `?` (with any closing brackets and quotes after it) that
/// is followed by the end of the text, or by whitespace and an upper-case letter, a digit,
/// a quote, an opening bracket or `$`; and at a paragraph break (a blank line). After a
/// word of three letters or more, a link or a lower-case name with a capital or a digit in
/// it (`q2-fmt is`) starts a sentence too. A sentence does not end inside `$…$` or `$$…$$`
/// math, in an ellipsis, after dotted abbreviations (`e.g.`, `i.e.`, `w.r.t.`), after those
/// of ``abbreviations``, or after an initial (`J. Smith`; but `300 K. The` ends one).
/// `etc.` ends a sentence only before a capitalised word (`etc. We`).
enum SentenceSplitter {
    /// The byte ranges of the sentences of `text`, trimmed of whitespace, in order; empty
    /// sentences are left out.
    static func sentences(_ text: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var sentences: [Range<Int>] = []
        var start = 0
        var inMath = false
        var i = 0
        let n = text.count
        while i < n {
            switch text[i] {
            case UInt8(ascii: "$"):
                let width = i + 1 < n && text[i + 1] == UInt8(ascii: "$") ? 2 : 1
                if i > 0, text[i - 1] == UInt8(ascii: "\\") {
                    i += 1
                } else if inMath {
                    inMath = false
                    i += width
                } else {
                    inMath = closes(text, from: i + width, width: width)
                    i += width
                }
            case UInt8(ascii: "\n"):
                guard let after = paragraphBreak(text, at: i) else {
                    i += 1
                    continue
                }
                append(start..<i, of: text, to: &sentences)
                start = after
                inMath = false
                i = after
            case UInt8(ascii: "."), UInt8(ascii: "!"), UInt8(ascii: "?"):
                if !inMath, let end = sentenceEnd(text, at: i) {
                    append(start..<end, of: text, to: &sentences)
                    start = end
                    i = end
                } else {
                    i += 1
                }
            default:
                i += 1
                while i < n, !isBoundaryByte(text[i]) { i += 1 }
            }
        }
        append(start..<n, of: text, to: &sentences)
        return sentences
    }

    /// Appends `range` without the whitespace at either end, unless nothing is left.
    private static func append(_ range: Range<Int>, of text: UnsafeBufferPointer<UInt8>,
                               to sentences: inout [Range<Int>]) {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, isSpace(text[lower]) { lower += 1 }
        while upper > lower, isSpace(text[upper - 1]) { upper -= 1 }
        if lower < upper { sentences.append(lower..<upper) }
    }

    /// True when a `$` (or `$$`, for `width` 2) closes the math opened before `from` within its paragraph.
    private static func closes(_ text: UnsafeBufferPointer<UInt8>, from: Int, width: Int) -> Bool {
        var i = from
        while i < text.count {
            let b = text[i]
            if b == UInt8(ascii: "$"), text[i - 1] != UInt8(ascii: "\\") {
                return width == 1 || (i + 1 < text.count && text[i + 1] == UInt8(ascii: "$"))
            }
            if b == UInt8(ascii: "\n"), paragraphBreak(text, at: i) != nil { return false }
            i += 1
        }
        return false
    }

    /// When the newline at `i` starts a blank line, the offset after the blank run.
    private static func paragraphBreak(_ text: UnsafeBufferPointer<UInt8>, at i: Int) -> Int? {
        var j = i + 1
        var lines = 1
        while j < text.count, isSpace(text[j]) {
            if text[j] == UInt8(ascii: "\n") { lines += 1 }
            j += 1
        }
        return lines >= 2 ? j : nil
    }

    /// The end of the sentence whose terminator is at `i` (after closing brackets and
    /// quotes), or nil when the text goes on with the same sentence.
    private static func sentenceEnd(_ text: UnsafeBufferPointer<UInt8>, at i: Int) -> Int? {
        let n = text.count
        let period = UInt8(ascii: ".")
        if text[i] == period, (i > 0 && text[i - 1] == period) || (i + 1 < n && text[i + 1] == period) { return nil }
        var end = i + 1
        while end < n {
            let b = text[end]
            if "!?)]\"'".utf8.contains(b) {
                end += 1
            } else if b == 0xE2, end + 2 < n, text[end + 1] == 0x80, text[end + 2] == 0x99 || text[end + 2] == 0x9D {
                // ’ or ”
                end += 3
            } else {
                break
            }
        }
        guard end < n else { return n }
        guard isSpace(text[end]) else { return nil }
        var next = end
        while next < n, isSpace(text[next]) { next += 1 }
        guard next < n else { return n }
        if startsSentence(text, at: next) {
            return text[i] != period || endsSentence(text, period: i, next: next) ? end : nil
        }
        guard text[i] == period, end == i + 1, i >= 3, (i - 3..<i).allSatisfy({ isLetter(text[$0]) }),
              startsLowerCaseName(text, at: next) else { return nil }
        return endsSentence(text, period: i, next: next) ? end : nil
    }

    /// False when the period at `period` closes an initial or an abbreviation.
    private static func endsSentence(_ text: UnsafeBufferPointer<UInt8>, period: Int, next: Int) -> Bool {
        var start = period
        let dot = UInt8(ascii: ".")
        while start > 0, isLetter(text[start - 1]) || text[start - 1] == dot { start -= 1 }
        let word = UnsafeBufferPointer(rebasing: text[start..<period])
        guard !word.isEmpty else { return true }
        var lastWord = word.count
        var dotted = true
        var run = 0
        for b in word {
            run = b == dot ? 0 : run + 1
            if run > 1 { dotted = false }
        }
        if word.contains(dot) && dotted && word.last != dot { return false }
        if word.count == 1, isUpper(text[start]) { return !isInitial(text, at: start, next: next) }
        while lastWord > 0, word[lastWord - 1] != dot { lastWord -= 1 }
        let last = UnsafeBufferPointer(rebasing: word[lastWord...])
        if equalsFolded(last, "etc") {
            return next + 1 < text.count && isUpper(text[next]) && isLower(text[next + 1])
        }
        if abbreviations.contains(where: { equalsFolded(last, $0) }) { return false }
        if isDigit(text[next]), abbreviationsBeforeNumbers.contains(where: { equalsFolded(last, $0) }) { return false }
        return true
    }

    /// True when the capital letter at `i` (with a period after it) reads as an initial (`A. Wires
    /// proved`), not as a symbol or a unit ending a sentence (`at 300 K. Phonon`, `Twitter/X. We`).
    private static func isInitial(_ text: UnsafeBufferPointer<UInt8>, at i: Int, next: Int) -> Bool {
        var before = i
        while before > 0, text[before - 1] == UInt8(ascii: " ") { before -= 1 }
        if before > 0 {
            let b = text[before - 1]
            if isDigit(b) || b == UInt8(ascii: "$") || (before == i && "/-".utf8.contains(b)) { return false }
        }
        var end = next
        while end < text.count, isLetter(text[end]) { end += 1 }
        guard end < text.count, text[end] == UInt8(ascii: " ") || text[end] == UInt8(ascii: ",") else { return true }
        let word = UnsafeBufferPointer(rebasing: text[next..<end])
        return !openers.contains { $0.count == word.count && $0.elementsEqual(word) }
    }

    /// True when the text at `i` can begin a sentence: an upper-case letter, a digit, a
    /// quote, an opening bracket or `$`.
    private static func startsSentence(_ text: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
        let b = text[i]
        if isUpper(b) || isDigit(b) { return true }
        if "\"'([{$".utf8.contains(b) { return true }
        guard b >= 0xC0 else { return false }
        var value = UInt32(b)
        var length = 1
        if b >= 0xF0 {
            (value, length) = (value & 0x07, 4)
        } else if b >= 0xE0 {
            (value, length) = (value & 0x0F, 3)
        } else {
            (value, length) = (value & 0x1F, 2)
        }
        guard i + length <= text.count else { return false }
        for k in 1..<length { value = value << 6 | UInt32(text[i + k] & 0x3F) }
        if value == 0x201C || value == 0x2018 { return true }  // “ ‘
        return Unicode.Scalar(value)?.properties.isUppercase ?? false
    }

    /// True when the word at `i` is a link or a lower-case name with a capital or a digit in
    /// it (`q2-fmt`, `eXplainable`).
    private static func startsLowerCaseName(_ text: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
        let rest = UnsafeBufferPointer(rebasing: text[i...])
        if rest.starts(with: "http".utf8) || rest.starts(with: "www.".utf8) { return true }
        var j = i
        while j < text.count, !isSpace(text[j]), text[j] != UInt8(ascii: ",") {
            if isUpper(text[j]) || isDigit(text[j]) { return true }
            j += 1
        }
        return false
    }

    private static func equalsFolded(_ word: UnsafeBufferPointer<UInt8>, _ lower: some Collection<UInt8>) -> Bool {
        word.count == lower.count && zip(word, lower).allSatisfy { (isUpper($0) ? $0 | 0x20 : $0) == $1 }
    }

    private static func equalsFolded(_ word: UnsafeBufferPointer<UInt8>, _ lower: StaticString) -> Bool {
        equalsFolded(word, UnsafeBufferPointer(start: lower.utf8Start, count: lower.utf8CodeUnitCount))
    }

    /// True for the bytes the splitter looks at: `$`, a newline, `.`, `!` and `?`.
    @inline(__always) private static func isBoundaryByte(_ b: UInt8) -> Bool {
        b < 64 && (UInt64(1) << UInt64(b)) & boundaryBytes != 0
    }

    /// Bit `b` set for each of `$`, newline, `.`, `!` and `?`.
    private static let boundaryBytes: UInt64 = 1 << 0x24 | 1 << 0x0A | 1 << 0x2E | 1 << 0x21 | 1 << 0x3F

    /// True for a space, a tab, a newline or a carriage return.
    @inline(__always) static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0A || b == 0x09 || b == 0x0D }

    /// True for an ASCII letter.
    @inline(__always) static func isLetter(_ b: UInt8) -> Bool { (b | 0x20) &- 0x61 < 26 }

    /// True for an ASCII capital.
    @inline(__always) static func isUpper(_ b: UInt8) -> Bool { b &- 0x41 < 26 }

    /// True for an ASCII lower-case letter.
    @inline(__always) static func isLower(_ b: UInt8) -> Bool { b &- 0x61 < 26 }

    /// True for an ASCII digit.
    @inline(__always) static func isDigit(_ b: UInt8) -> Bool { b &- 0x30 < 10 }
}
