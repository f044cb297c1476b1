import Foundation

extension DigestSection {
    /// Makes a URL- and anchor-safe slug from a title: case and diacritics folded,
    /// runs of ASCII letters and digits joined by single hyphens
    /// (`"Vision & Robotics — Ünïcode"` → `vision-robotics-unicode`).
    /// Returns an empty string when the title has no ASCII letters or digits.
    public static func slug(from title: String) -> String {
        // ASCII needs no folding beyond lower case (ids and most titles): skip Foundation's folding.
        let folded = title.utf8.allSatisfy({ $0 < 0x80 }) ? title.lowercased()
            : title.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        var out = String.UnicodeScalarView()
        var pendingHyphen = false
        for scalar in folded.unicodeScalars {
            let v = scalar.value
            let isWordByte = (v >= 97 && v <= 122) || (v >= 48 && v <= 57)
            if isWordByte {
                if pendingHyphen, !out.isEmpty { out.append("-") }
                pendingHyphen = false
                out.append(scalar)
            } else {
                pendingHyphen = true
            }
        }
        return String(out)
    }
}
