/// A short byte string (at most 16 bytes) packed into two integers and
/// lowercased, so that table lookups of month names, zone names and element
/// names need neither a `String` nor an allocation per lookup.
struct ShortKey: Hashable, Sendable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    /// The longest byte string a key can hold.
    static let capacity = 16

    /// Packs `bytes`, lowercasing ASCII letters and the UTF-8 encoded
    /// Latin-1 capitals (`À`…`Þ`), so `FÉVR` and `févr` give the same key.
    /// Returns nil for an empty sequence or one longer than ``capacity``.
    init?(lowercasing bytes: some Collection<UInt8>) {
        guard !bytes.isEmpty, bytes.count <= ShortKey.capacity else { return nil }
        var previous: UInt8 = 0
        var index = 0
        for byte in bytes {
            var b = byte
            if b >= 0x41 && b <= 0x5A {
                b |= 0x20
            } else if previous == 0xC3 && b >= 0x80 && b <= 0x9E && b != 0x97 {
                // Second byte of U+00C0…U+00DE; U+00D7 is `×`, which has no lowercase.
                b += 0x20
            }
            // A NUL byte would make keys of different lengths collide.
            if b == 0 { return nil }
            let shift = UInt64((index & 7) * 8)
            if index < 8 { low |= UInt64(b) << shift } else { high |= UInt64(b) << shift }
            previous = byte
            index += 1
        }
    }

    /// Packs a table entry written in source code.
    init(_ literal: String) {
        self = ShortKey(lowercasing: literal.utf8)!
    }
}
