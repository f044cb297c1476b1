/// Repairs, as the bytes flow, the errors real feeds make that libxml2
/// rightly refuses: a bare `&` (`Q&A`, `?a=1&b=2`), an HTML entity with no
/// DTD to declare it (`&nbsp;`), a `<` that starts no tag (`a < b`), and
/// control characters XML does not allow.
///
/// Comments, CDATA sections, processing instructions and the DOCTYPE pass
/// untouched. It reads bytes of an ASCII-compatible encoding (UTF-8, the
/// single-byte sets, GB18030); UTF-16 and UTF-32 documents are not repaired.
/// A repair only changes bytes libxml2 would have stopped at, so the
/// document before the first error reads exactly as it did without repair.
struct XMLRepairer {
    private enum State: Equatable { case text, tag, attribute(UInt8), comment, cdata, instruction, doctype, subset }
    private enum Markup { case tag, comment, cdata, instruction, doctype, notMarkup }

    /// How many places were repaired.
    private(set) var repairs = 0
    /// The first repair: where it was (1-based line and byte column) and what was wrong.
    private(set) var first: (line: Int, column: Int, what: String)?

    private var state = State.text
    private var line = 1
    /// Absolute offset of the first byte of the current line, and of the next byte to read.
    private var lineStart = 0
    private var offset = 0
    /// Dashes, brackets or `?` seen just before, to find the end of a comment, CDATA section or instruction.
    private var closers = 0
    /// With an internal DTD subset, undeclared-looking entity names may be declared there: keep them.
    private var hasInternalSubset = false

    /// Repairs what can be decided of `input`, appending to `output`; returns
    /// the number of bytes consumed. Unless `isLast`, a few bytes at the end
    /// may be left for the next call (an entity reference cut by a chunk).
    mutating func repair(_ input: UnsafeBufferPointer<UInt8>, isLast: Bool, into output: inout [UInt8]) -> Int {
        let count = input.count
        var index = 0
        var runStart = 0
        func replace(_ length: Int, with bytes: [UInt8], _ what: String?) {
            if index > runStart { output.append(contentsOf: UnsafeBufferPointer(rebasing: input[runStart..<index])) }
            output.append(contentsOf: bytes)
            if let what { note(at: index, what) }
            index += length
            runStart = index
        }
        scan: while index < count {
            let byte = input[index]
            if byte < 0x20 {
                if byte == 0x0A {
                    line += 1
                    lineStart = offset + index + 1
                } else if byte != 0x09 && byte != 0x0D {
                    replace(1, with: [], "a control character (U+\(String(byte, radix: 16, uppercase: true).leftPadded)) XML does not allow")
                    continue
                }
            }
            switch state {
            case .text, .attribute:
                if byte == UInt8(ascii: "&") {
                    guard let (length, bytes, what) = reference(input, at: index, isLast: isLast) else { break scan }
                    if let what { replace(length, with: bytes, what) } else { index += length }
                    continue
                }
                if case .attribute(let quote) = state {
                    if byte == quote { state = .tag }
                    if byte == UInt8(ascii: "<") { replace(1, with: Array("&lt;".utf8), "a '<' inside an attribute value"); continue }
                } else if byte == UInt8(ascii: "<") {
                    guard let (markup, length) = markup(input, at: index, isLast: isLast) else { break scan }
                    switch markup {
                    case .notMarkup: replace(1, with: Array("&lt;".utf8), "a '<' that starts no tag"); continue
                    case .tag: state = .tag
                    case .comment: state = .comment
                    case .cdata: state = .cdata
                    case .instruction: state = .instruction
                    case .doctype: state = .doctype
                    }
                    closers = 0
                    index += length
                    continue
                }
            case .tag:
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { state = .attribute(byte) }
                if byte == UInt8(ascii: ">") { state = .text }
            case .comment, .cdata, .instruction:
                let closer = state == .comment ? UInt8(ascii: "-") : state == .cdata ? UInt8(ascii: "]") : UInt8(ascii: "?")
                if byte == UInt8(ascii: ">"), closers >= (state == .instruction ? 1 : 2) { state = .text }
                closers = byte == closer ? closers + 1 : 0
            case .doctype:
                if byte == UInt8(ascii: "[") { state = .subset; hasInternalSubset = true }
                if byte == UInt8(ascii: ">") { state = .text }
            case .subset:
                if byte == UInt8(ascii: "]") { state = .doctype }
            }
            index += 1
        }
        if index > runStart { output.append(contentsOf: UnsafeBufferPointer(rebasing: input[runStart..<index])) }
        offset += index
        return index
    }

    private mutating func note(at index: Int, _ what: String) {
        repairs += 1
        if first == nil { first = (line, offset + index - lineStart + 1, what) }
    }

    /// What a `<` opens, and how many bytes of it to step over; nil when more bytes are needed to tell.
    private func markup(_ input: UnsafeBufferPointer<UInt8>, at index: Int, isLast: Bool) -> (Markup, Int)? {
        let rest = input.count - index
        func has(_ text: String) -> Bool? {
            let bytes = Array(text.utf8)
            let available = min(rest, bytes.count)
            guard input[index..<(index + available)].elementsEqual(bytes[0..<available]) else { return false }
            return available == bytes.count ? true : (isLast ? false : nil)
        }
        guard rest > 1 else { return isLast ? (.notMarkup, 1) : nil }
        let next = input[index + 1]
        switch next {
        case UInt8(ascii: "?"): return (.instruction, 2)
        case UInt8(ascii: "/"): return (.tag, 2)
        case UInt8(ascii: "!"):
            guard let comment = has("<!--"), let cdata = has("<![CDATA[") else { return nil }
            if comment { return (.comment, 4) }
            if cdata { return (.cdata, 9) }
            return (.doctype, 2)
        default:
            return XMLRepairer.isNameStart(next) ? (.tag, 1) : (.notMarkup, 1)
        }
    }

    /// Reads the reference at `index` (an `&`): nil when more bytes are
    /// needed, else its length and, when it must change, the bytes to write
    /// instead and what was wrong.
    private func reference(_ input: UnsafeBufferPointer<UInt8>, at index: Int, isLast: Bool) -> (Int, [UInt8], String?)? {
        let bare: (Int, [UInt8], String?) = (1, Array("&amp;".utf8), "a bare '&' that starts no entity reference")
        var end = index + 1
        let limit = min(input.count, index + 40)
        func needMore() -> Bool { end >= input.count && !isLast }
        if end < limit, input[end] == UInt8(ascii: "#") {
            end += 1
            let hex = end < limit && (input[end] | 0x20) == UInt8(ascii: "x")
            if hex { end += 1 }
            var value: UInt32 = 0
            var digits = 0
            while end < limit, let digit = XMLRepairer.digit(input[end], hex: hex) {
                value = min(value &* (hex ? 16 : 10) &+ digit, 0x11_0000)
                digits += 1
                end += 1
            }
            if end >= limit { return needMore() ? nil : bare }
            guard digits > 0, input[end] == UInt8(ascii: ";") else { return bare }
            guard XMLRepairer.isXMLChar(value) else { return (end + 1 - index, [], "a character reference to a character XML does not allow") }
            return (end + 1 - index, [], nil)
        }
        guard end < limit else { return needMore() ? nil : bare }
        guard XMLRepairer.isNameStart(input[end]), input[end] < 0x80 else { return bare }
        while end < limit, XMLRepairer.isNameStart(input[end]) || (input[end] >= 0x30 && input[end] <= 0x39)
            || input[end] == UInt8(ascii: "-") || input[end] == UInt8(ascii: ".") {
            end += 1
        }
        if end >= limit { return needMore() ? nil : bare }
        guard input[end] == UInt8(ascii: ";") else { return bare }
        let name = String(decoding: UnsafeBufferPointer(rebasing: input[(index + 1)..<end]), as: UTF8.self)
        let length = end + 1 - index
        if ["amp", "lt", "gt", "quot", "apos"].contains(name) { return (length, [], nil) }
        if let scalar = HTMLEntities.scalar(named: name) {
            return (length, Array("&#\(scalar);".utf8), "the HTML entity '&\(name);' with no DTD to declare it")
        }
        if hasInternalSubset { return (length, [], nil) }
        return (1, Array("&amp;".utf8), "the undeclared entity '&\(name);'")
    }

    private static func isNameStart(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte >= 0x80
    }

    private static func digit(_ byte: UInt8, hex: Bool) -> UInt32? {
        if byte >= 0x30 && byte <= 0x39 { return UInt32(byte - 0x30) }
        let lower = byte | 0x20
        if hex, lower >= 0x61 && lower <= 0x66 { return UInt32(lower - 0x61 + 10) }
        return nil
    }

    private static func isXMLChar(_ value: UInt32) -> Bool {
        value == 0x9 || value == 0xA || value == 0xD || (0x20...0xD7FF).contains(value)
            || (0xE000...0xFFFD).contains(value) || (0x1_0000...0x10_FFFF).contains(value)
    }
}

private extension String {
    var leftPadded: String { count >= 4 ? self : String(repeating: "0", count: 4 - count) + self }
}
