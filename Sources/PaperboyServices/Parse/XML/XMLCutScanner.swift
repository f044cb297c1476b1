/// The state machine behind ``XMLCutPoint``: follows markup and the stack of
/// open elements over a byte stream, one chunk at a time.
struct XMLCutScanner {
    private enum State: Equatable { case text, name, bang, tag, attribute(UInt8), endTag, comment, cdata, instruction, doctype, subset }

    let fault: XMLCutPoint.Fault
    private(set) var failed = false
    private var state = State.text
    private var stack: [[UInt8]] = []
    private var name: [UInt8] = []
    private var offset = 0
    private var line = 1
    private var column = 1
    /// Where the markup being read, or the last one read, began.
    private var markupStart = 0
    /// What the last markup did to the stack, to undo it when the cut falls before it.
    private var lastPushed = false
    private var lastPopped: [UInt8]?
    /// In text: where an unfinished `&` reference began, and an unfinished UTF-8 sequence.
    private var referenceStart: Int?
    private var sequenceStart = 0
    private var sequenceNeeds = 0
    private var previous: UInt8 = 0
    private var closers = 0

    init(fault: XMLCutPoint.Fault) {
        self.fault = fault
    }

    /// Reads a chunk; returns the cut once the fault's position is reached.
    mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> XMLCutPoint? {
        for byte in bytes {
            if case .position(let faultLine, let faultColumn) = fault, line > faultLine || (line == faultLine && column >= faultColumn) {
                return cutBeforeMarkup()
            }
            step(byte)
            if failed { return nil }
        }
        return nil
    }

    /// The cut at the end of the stream.
    mutating func finish() -> XMLCutPoint? {
        if case .position = fault { return cutBeforeMarkup() }
        guard state == .text else { return XMLCutPoint(offset: markupStart, tail: XMLCutPoint.tail(closing: stack)) }
        var cut = offset
        if let referenceStart { cut = referenceStart }
        if sequenceNeeds > 0 { cut = min(cut, sequenceStart) }
        return XMLCutPoint(offset: cut, tail: XMLCutPoint.tail(closing: stack))
    }

    private mutating func cutBeforeMarkup() -> XMLCutPoint {
        if state == .text {
            if lastPushed { stack.removeLast() }
            if let popped = lastPopped { stack.append(popped) }
        }
        return XMLCutPoint(offset: markupStart, tail: XMLCutPoint.tail(closing: stack))
    }

    private mutating func step(_ byte: UInt8) {
        switch state {
        case .text: readText(byte)
        case .name: readName(byte)
        case .bang: readBang(byte)
        case .tag:
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { state = .attribute(byte) }
            if byte == UInt8(ascii: ">") { endStartTag(empty: previous == UInt8(ascii: "/")) }
        case .attribute(let quote):
            if byte == quote { state = .tag }
        case .endTag:
            if byte == UInt8(ascii: ">") {
                lastPopped = stack.popLast()
                state = .text
            }
        case .comment, .cdata, .instruction:
            let closer = state == .comment ? UInt8(ascii: "-") : state == .cdata ? UInt8(ascii: "]") : UInt8(ascii: "?")
            if byte == UInt8(ascii: ">"), closers >= (state == .instruction ? 1 : 2) { state = .text }
            closers = byte == closer ? closers + 1 : 0
        case .doctype:
            if byte == UInt8(ascii: "[") { state = .subset }
            if byte == UInt8(ascii: ">") { state = .text }
        case .subset:
            if byte == UInt8(ascii: "]") { state = .doctype }
        }
        offset += 1
        previous = byte
        if byte == 0x0A {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1 // libxml2 counts characters, not bytes
        }
    }

    private mutating func readText(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "<"):
            markupStart = offset
            referenceStart = nil
            sequenceNeeds = 0
            lastPushed = false
            lastPopped = nil
            name.removeAll(keepingCapacity: true)
            state = .name
        case UInt8(ascii: "&"): referenceStart = offset
        case UInt8(ascii: ";"), 0x20, 0x09, 0x0A, 0x0D: referenceStart = nil
        case 0x80...0xBF: if sequenceNeeds > 0 { sequenceNeeds -= 1 }
        case 0xC0...0xFF:
            sequenceStart = offset
            sequenceNeeds = byte >= 0xF0 ? 3 : byte >= 0xE0 ? 2 : 1
        default: sequenceNeeds = 0
        }
    }

    /// The bytes after `<`: an element's name, or what else the markup is.
    private mutating func readName(_ byte: UInt8) {
        if offset - markupStart == 1 {
            switch byte {
            case UInt8(ascii: "/"): state = .endTag; return
            case UInt8(ascii: "?"): state = .instruction; closers = 0; return
            case UInt8(ascii: "!"): state = .bang; return
            default: break
            }
        }
        if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">") {
            state = .tag
            if byte == UInt8(ascii: ">") { endStartTag(empty: false) }
            return
        }
        name.append(byte)
        if name.count > XMLCutPoint.maxNameLength { failed = true }
    }

    /// The bytes after `<!`: a comment, a CDATA section or a declaration.
    private mutating func readBang(_ byte: UInt8) {
        name.append(byte)
        let comment = Array("--".utf8), cdata = Array("[CDATA[".utf8)
        closers = 0
        if name == comment { state = .comment } else if name == cdata { state = .cdata } else if !comment.starts(with: name) && !cdata.starts(with: name) {
            state = byte == UInt8(ascii: ">") ? .text : .doctype
        }
    }

    private mutating func endStartTag(empty: Bool) {
        state = .text
        guard !empty else { return }
        stack.append(name)
        lastPushed = true
        if stack.count > XMLCutPoint.maxDepth { failed = true }
    }
}
