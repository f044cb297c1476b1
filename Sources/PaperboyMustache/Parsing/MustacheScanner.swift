/// Splits a template's UTF-8 source into text and tag tokens, following set-delimiter
/// tags as it goes. Text tokens end at every newline, for the standalone pass.
struct MustacheScanner {
    static let defaultOpen: [UInt8] = [0x7B, 0x7B]
    static let defaultClose: [UInt8] = [0x7D, 0x7D]

    private let source: [UInt8]
    private var open: [UInt8]
    private var close: [UInt8]
    private var tokens: [MustacheToken] = []

    init(source: [UInt8], open: [UInt8] = defaultOpen, close: [UInt8] = defaultClose) {
        self.source = source
        self.open = open
        self.close = close
    }

    /// The tokens of the whole source.
    /// - Throws: ``MustacheSyntaxIssue`` for an unfinished tag or bad delimiters.
    mutating func scan() throws -> [MustacheToken] {
        var position = 0
        var textStart = 0
        let count = source.count
        while position < count {
            let byte = source[position]
            if byte == open[0], matches(open, at: position) {
                appendText(textStart..<position)
                position = try scanTag(at: position)
                textStart = position
            } else if byte == 0x0A {
                appendText(textStart..<(position + 1))
                position += 1
                textStart = position
            } else {
                position += 1
            }
        }
        appendText(textStart..<count)
        return tokens
    }

    private mutating func appendText(_ range: Range<Int>) {
        if !range.isEmpty { tokens.append(MustacheToken(kind: .text, start: range.lowerBound, end: range.upperBound)) }
    }

    /// Scans the tag whose opening delimiter is at `start`; returns the offset after it.
    private mutating func scanTag(at start: Int) throws -> Int {
        var contentStart = start + open.count
        var closing = close
        let sigil: UInt8? = contentStart < source.count ? source[contentStart] : nil
        let kind: MustacheToken.Kind
        switch sigil {
        case 0x7B: kind = .unescaped; closing = [0x7D] + close // {{{name}}}
        case 0x26: kind = .unescaped // &
        case 0x23: kind = .section // #
        case 0x5E: kind = .inverted // ^
        case 0x2F: kind = .close // /
        case 0x21: kind = .comment // !
        case 0x3E: kind = .partial // >
        case 0x3C: kind = .parent // <
        case 0x24: kind = .block // $
        case 0x25: kind = .pragma // %
        case 0x3D: kind = .delimiters; closing = [0x3D] + close // =
        default: kind = .variable
        }
        if kind != .variable { contentStart += 1 }
        guard let contentEnd = find(closing, from: contentStart) else {
            let what = String(decoding: open, as: UTF8.self)
            throw MustacheSyntaxIssue(
                "unfinished tag: \(what) is never closed by \(String(decoding: closing, as: UTF8.self))", at: start)
        }
        let end = contentEnd + closing.count
        var token = MustacheToken(kind: kind, start: start, end: end)
        token.delimiters = (open, close)
        if kind != .comment {
            token.content = Self.trimmed(source[contentStart..<contentEnd])
            if kind == .partial || kind == .parent || kind == .close, token.content.hasPrefix("*") {
                // `{{> * name }}` is `{{>*name}}`: one spelling, for matching `{{/*name}}`.
                token.content = "*" + Self.trimmed(ArraySlice(token.content.utf8.dropFirst()))
            }
            if kind != .delimiters, kind != .pragma, token.content.isEmpty {
                throw MustacheSyntaxIssue("empty tag", at: start)
            }
        }
        tokens.append(token)
        if kind == .delimiters { try setDelimiters(token.content, at: start) }
        return end
    }

    private mutating func setDelimiters(_ content: String, at offset: Int) throws {
        let parts = content.utf8.split(whereSeparator: { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D })
        guard parts.count == 2, !parts.contains(where: { $0.contains(0x3D) }) else {
            throw MustacheSyntaxIssue(
                "bad delimiters \"\(content)\": a set-delimiters tag holds two delimiters without spaces or \"=\", as in {{=<% %>=}}",
                at: offset)
        }
        open = Array(parts[0])
        close = Array(parts[1])
    }

    private func matches(_ pattern: [UInt8], at position: Int) -> Bool {
        guard position + pattern.count <= source.count else { return false }
        for index in 0..<pattern.count where source[position + index] != pattern[index] { return false }
        return true
    }

    private func find(_ pattern: [UInt8], from start: Int) -> Int? {
        var position = start
        let first = pattern[0]
        while position + pattern.count <= source.count {
            if source[position] == first, matches(pattern, at: position) { return position }
            position += 1
        }
        return nil
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    static func trimmed(_ bytes: ArraySlice<UInt8>) -> String {
        var slice = bytes
        while let first = slice.first, isSpace(first) { slice.removeFirst() }
        while let last = slice.last, isSpace(last) { slice.removeLast() }
        return String(decoding: slice, as: UTF8.self)
    }
}
