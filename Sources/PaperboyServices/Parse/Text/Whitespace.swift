/// Whitespace folding for titles, abstracts and other text fields of feeds.
public enum Whitespace {
    /// Collapses every run of Unicode whitespace (space, tab, CR, LF, form
    /// feed, NEL, NBSP and the other space separators, U+2028, U+2029) to a
    /// single ASCII space and trims both ends. Everything else is kept byte for
    /// byte, so TeX such as `$\alpha$` passes unchanged.
    ///
    /// - Parameter text: Any text.
    /// - Returns: The folded text; the input itself when nothing needs to change.
    public static func fold(_ text: String) -> String {
        var copy = text
        let folded: String? = copy.withUTF8 { bytes in
            guard needsFolding(bytes) else { return nil }
            return String(unsafeUninitializedCapacity: bytes.count) { output in
                var count = 0
                forEachFoldedByte(bytes) { byte in
                    output[count] = byte
                    count += 1
                }
                return count
            }
        }
        return folded ?? text
    }

    /// Appends the folded form of `bytes` to `output`.
    static func fold(_ bytes: UnsafeBufferPointer<UInt8>, appendingTo output: inout [UInt8]) {
        forEachFoldedByte(bytes) { output.append($0) }
    }

    /// The length in bytes of the whitespace character starting at `index`,
    /// or 0 when the character there is not whitespace.
    @inline(__always)
    static func whitespaceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let b = bytes[index]
        if b < 0x80 { return b == 0x20 || (b >= 0x09 && b <= 0x0D) ? 1 : 0 }
        switch b {
        case 0xC2:
            // U+0085 NEL, U+00A0 NBSP
            guard index + 1 < bytes.count else { return 0 }
            let b1 = bytes[index + 1]
            return b1 == 0x85 || b1 == 0xA0 ? 2 : 0
        case 0xE1, 0xE2, 0xE3:
            guard index + 2 < bytes.count else { return 0 }
            let b1 = bytes[index + 1], b2 = bytes[index + 2]
            switch (b, b1) {
            case (0xE1, 0x9A): return b2 == 0x80 ? 3 : 0 // U+1680
            case (0xE2, 0x80):
                // U+2000…U+200A, U+2028, U+2029, U+202F
                return (b2 >= 0x80 && b2 <= 0x8A) || b2 == 0xA8 || b2 == 0xA9 || b2 == 0xAF ? 3 : 0
            case (0xE2, 0x81): return b2 == 0x9F ? 3 : 0 // U+205F
            case (0xE3, 0x80): return b2 == 0x80 ? 3 : 0 // U+3000
            default: return 0
            }
        default:
            return 0
        }
    }

    /// True unless `bytes` is already folded: no whitespace at either end and
    /// none other than single ASCII spaces between words.
    private static func needsFolding(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        var afterSpace = true // a space at the very start needs trimming
        while index < bytes.count {
            let length = whitespaceLength(bytes, at: index)
            if length == 0 {
                afterSpace = false
                index += 1
                continue
            }
            if afterSpace || length != 1 || bytes[index] != 0x20 { return true }
            afterSpace = true
            index += 1
        }
        return afterSpace && !bytes.isEmpty
    }

    @inline(__always)
    private static func forEachFoldedByte(_ bytes: UnsafeBufferPointer<UInt8>, _ emit: (UInt8) -> Void) {
        var index = 0
        var pendingSpace = false
        var emittedAny = false
        while index < bytes.count {
            let length = whitespaceLength(bytes, at: index)
            if length > 0 {
                pendingSpace = emittedAny
                index += length
                continue
            }
            if pendingSpace {
                emit(0x20)
                pendingSpace = false
            }
            emit(bytes[index])
            emittedAny = true
            index += 1
        }
    }
}
