extension TextRepair {
    /// The text read back as the UTF-8 it was, when it is double-encoded UTF-8; else nil.
    ///
    /// The whole text must turn back into valid UTF-8 (every character one
    /// windows-1252 or Latin-1 byte): text with a single character that does
    /// not fit (`SÃO`, an emoji, `é` before a space) is correct text and
    /// stays. A lone two-byte sequence whose lead is not `Â` or `Ã` (`É’` in
    /// `CAFÉ’S`) is too weak a sign and stays too.
    static func undoDoubleEncoding(_ text: String) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var highBytes = 0
        for scalar in text.unicodeScalars {
            guard let byte = Windows1252.byte(for: scalar) else { return nil }
            if byte >= 0x80 { highBytes += 1 }
            bytes.append(byte)
        }
        guard highBytes > 0, let decoded = String(validating: bytes, as: UTF8.self) else { return nil }
        var sequences = 0
        var strong = false
        for scalar in decoded.unicodeScalars where scalar.value >= 0x80 {
            sequences += 1
            if scalar.value < 0x100 || scalar.value >= 0x800 { strong = true }
        }
        return strong || sequences >= 2 ? decoded : nil
    }
}
