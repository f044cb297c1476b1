/// The windows-1252 code page where it differs from ISO-8859-1: bytes
/// 0x80–0x9F, which feeds labelled Latin-1 (or holding character references
/// to C1 controls) use for curly quotes, dashes and the euro sign.
enum Windows1252 {
    /// The characters of bytes 0x80–0x9F; nil for the five bytes windows-1252 leaves undefined.
    static let c1: [Unicode.Scalar?] = [
        "\u{20AC}", nil, "\u{201A}", "\u{0192}", "\u{201E}", "\u{2026}", "\u{2020}", "\u{2021}",
        "\u{02C6}", "\u{2030}", "\u{0160}", "\u{2039}", "\u{0152}", nil, "\u{017D}", nil,
        nil, "\u{2018}", "\u{2019}", "\u{201C}", "\u{201D}", "\u{2022}", "\u{2013}", "\u{2014}",
        "\u{02DC}", "\u{2122}", "\u{0161}", "\u{203A}", "\u{0153}", nil, "\u{017E}", "\u{0178}",
    ]

    /// The byte windows-1252 (or, for 0x80–0x9F, Latin-1) writes `scalar` as; nil when it has none.
    static func byte(for scalar: Unicode.Scalar) -> UInt8? {
        if scalar.value < 0x100 { return UInt8(scalar.value) }
        return reverse[scalar.value]
    }

    private static let reverse: [UInt32: UInt8] = {
        var map: [UInt32: UInt8] = [:]
        for (index, scalar) in c1.enumerated() {
            if let scalar { map[scalar.value] = UInt8(0x80 + index) }
        }
        return map
    }()
}
