/// Latin letters that Unicode does not decompose into a base letter and a mark, so
/// diacritic folding leaves them as they are (`ø`, `ł`, `đ`, `ß`, `æ`), mapped to
/// the ASCII a reader types instead. Lowercase only: case is folded first. The one rule
/// search, watchlists and slugs share (`WordFolding`, Models' `DigestSection.slug(from:)`).
///
/// Covers Latin-1 Supplement, Latin Extended-A and Latin Extended-B (and the IPA
/// lowercase forms of its capitals); letters that
/// stand for sounds with no ASCII spelling (ezh, yogh, wynn, click letters) stay.
public enum LatinFolding {
    /// The replacement for `scalar`, nil when it folds to itself.
    @inlinable
    public static func replacement(_ scalar: Unicode.Scalar) -> String? {
        let v = scalar.value
        guard v >= 0xC6, v <= 0x28B else { return nil }
        return table[v]
    }

    @usableFromInline
    static let table: [UInt32: String] = [
        // Latin-1 Supplement
        0xDF: "ss", 0xE6: "ae", 0xF0: "d", 0xF8: "o", 0xFE: "th",
        0xC6: "ae", 0xD0: "d", 0xD8: "o", 0xDE: "th",
        // Latin Extended-A
        0x110: "d", 0x111: "d", 0x126: "h", 0x127: "h", 0x131: "i", 0x132: "ij", 0x133: "ij", 0x138: "k",
        0x13F: "l", 0x140: "l", 0x141: "l", 0x142: "l", 0x149: "n", 0x14A: "ng", 0x14B: "ng", 0x152: "oe", 0x153: "oe",
        0x166: "t", 0x167: "t", 0x17F: "s",
        // Latin Extended-B
        0x180: "b", 0x181: "b", 0x182: "b", 0x183: "b", 0x187: "c", 0x188: "c", 0x189: "d", 0x18A: "d", 0x18B: "d",
        0x18C: "d", 0x191: "f", 0x192: "f", 0x193: "g", 0x195: "hv", 0x197: "i", 0x198: "k", 0x199: "k", 0x19A: "l",
        0x19D: "n", 0x19E: "n", 0x19F: "o", 0x1A2: "oi", 0x1A3: "oi", 0x1A4: "p", 0x1A5: "p", 0x1AB: "t", 0x1AC: "t",
        0x1AD: "t", 0x1AE: "t", 0x1B2: "v", 0x1B3: "y", 0x1B4: "y", 0x1B5: "z", 0x1B6: "z", 0x1C4: "dz", 0x1C5: "dz",
        0x1C6: "dz", 0x1C7: "lj", 0x1C8: "lj", 0x1C9: "lj", 0x1CA: "nj", 0x1CB: "nj", 0x1CC: "nj", 0x1E4: "g",
        0x1E5: "g", 0x1F1: "dz", 0x1F2: "dz", 0x1F3: "dz", 0x221: "d", 0x224: "z", 0x225: "z", 0x234: "l", 0x235: "n",
        0x236: "t", 0x237: "j", 0x238: "db", 0x239: "qp", 0x23A: "a", 0x23B: "c", 0x23C: "c", 0x23D: "l", 0x23E: "t",
        0x23F: "s", 0x240: "z", 0x243: "b", 0x244: "u", 0x246: "e", 0x247: "e", 0x248: "j", 0x249: "j", 0x24A: "q",
        0x24B: "q", 0x24C: "r", 0x24D: "r", 0x24E: "y", 0x24F: "y",
        // IPA Extensions: the lowercase forms case folding gives some Latin Extended-B capitals (`Ɖ` → `ɖ`).
        0x253: "b", 0x254: "o", 0x256: "d", 0x257: "d", 0x260: "g", 0x268: "i", 0x269: "i", 0x272: "n", 0x275: "o",
        0x280: "r", 0x288: "t", 0x28B: "v",
    ]
}
