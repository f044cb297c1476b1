extension EscapeTable {
    /// Appends `bytes` escaped, copying runs that need nothing in one go (most text).
    public func append(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        var run = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if dropsNoncharacters, byte == 0xEF, index + 2 < bytes.count, bytes[index + 1] == 0xBF,
               bytes[index + 2] == 0xBE || bytes[index + 2] == 0xBF {
                if run < index { output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<index])) }
                index += 3
                run = index
                continue
            }
            if let replacement = replacements[Int(byte)] {
                if run < index { output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<index])) }
                output.append(contentsOf: replacement)
                run = index + 1
            }
            index += 1
        }
        if run < bytes.count { output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run...])) }
    }

    /// Appends the UTF-8 of `text` escaped.
    public func append(_ text: String, to output: inout [UInt8]) {
        var copy = text
        copy.withUTF8 { append($0, to: &output) }
    }

    /// `text` escaped.
    public func callAsFunction(_ text: String) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count + 8)
        append(text, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// `text` as a JSON string literal, quotes included (with ``json``).
    public func quoted(_ text: String) -> String {
        "\"" + self(text) + "\""
    }
}
