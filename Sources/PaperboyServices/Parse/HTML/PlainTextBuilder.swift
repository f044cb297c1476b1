/// Builds the plain-text rendering of sanitized HTML: text of inline
/// elements runs together with whitespace folded, blocks are separated by a
/// blank line and `<br>` starts a new line (two in a row start a new block).
struct PlainTextBuilder {
    private enum Separator: Comparable {
        case none
        case line
        case block
    }

    private var output: [UInt8] = []
    private var line: [UInt8] = []
    private var pending = Separator.none

    init(capacity: Int) {
        output.reserveCapacity(capacity)
    }

    /// Appends text, without the control characters HTML escaping drops too.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        for byte in bytes where byte >= 0x20 || (byte >= 0x09 && byte <= 0x0D) {
            if byte != 0x7F { line.append(byte) }
        }
    }

    mutating func append(_ text: String) {
        line.append(contentsOf: text.utf8)
    }

    mutating func apply(_ textBreak: HTMLElementRule.TextBreak) {
        switch textBreak {
        case .none: break
        case .space: line.append(0x20)
        case .line: lineBreak()
        case .block: blockBreak()
        }
    }

    mutating func lineBreak() {
        if flushLine() {
            pending = .line
        } else if pending == .line {
            pending = .block
        }
    }

    mutating func blockBreak() {
        flushLine()
        pending = .block
    }

    mutating func finish() -> String {
        flushLine()
        return String(decoding: output, as: UTF8.self)
    }

    /// Moves the folded current line to the output; returns whether it had text.
    @discardableResult
    private mutating func flushLine() -> Bool {
        guard !line.isEmpty else { return false }
        let mark = output.count
        if !output.isEmpty {
            switch pending {
            case .block: output.append(contentsOf: [0x0A, 0x0A])
            case .line: output.append(0x0A)
            case .none: output.append(0x20)
            }
        }
        let textStart = output.count
        line.withUnsafeBufferPointer { Whitespace.fold($0, appendingTo: &output) }
        line.removeAll(keepingCapacity: true)
        guard output.count > textStart else {
            output.removeSubrange(mark...)
            return false
        }
        pending = .none
        return true
    }
}
