/// Undoes the two encoding accidents feed text survives decoding with: C1
/// control characters that were windows-1252 punctuation, and UTF-8 that was
/// decoded as windows-1252 and encoded again (`â€™` for `’`).
enum TextRepair {
    /// `text` repaired, or `text` itself when it holds neither accident; call it
    /// for text that ``mayNeedRepair(_:)``.
    static func repaired(_ text: String) -> String {
        let undone = undoDoubleEncoding(text) ?? text
        return mappingC1Controls(undone)
    }

    /// True when the UTF-8 holds U+0080–U+00FF: every C1 control and every
    /// double-encoded lead character (U+00C2–U+00F4) is among them.
    static func mayNeedRepair(_ utf8: some Sequence<UInt8>) -> Bool {
        utf8.contains { $0 == 0xC2 || $0 == 0xC3 }
    }

    /// U+0080–U+009F read as the windows-1252 bytes they were; the five bytes
    /// windows-1252 leaves undefined are dropped (they are never text).
    static func mappingC1Controls(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { (0x80...0x9F).contains($0.value) }) else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if (0x80...0x9F).contains(scalar.value) {
                if let mapped = Windows1252.c1[Int(scalar.value - 0x80)] { scalars.append(mapped) }
            } else {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }
}
