import Foundation
import PaperboyText

extension DigestSection {
    /// Makes a URL- and anchor-safe slug from a title: case and diacritics folded, Latin
    /// letters that do not decompose spelled as ``LatinFolding`` spells them, runs of ASCII
    /// letters and digits joined by single hyphens
    /// (`"Vision & Robotics — Ünïcode"` → `vision-robotics-unicode`, `"Łódź Straße"` → `lodz-strasse`).
    /// Returns an empty string when the title has no ASCII letters or digits. A slug longer
    /// than ``maxSlugLength`` bytes (a file name must stay well under the file system's 255)
    /// keeps its first words and ends in a stable hash of the whole: `…-words-1a2b3c4d`.
    public static func slug(from title: String) -> String {
        let full = fullSlug(from: title)
        guard full.utf8.count > maxSlugLength else { return full }
        var hash = FNV1a()
        hash.add(full)
        let suffix = String(UInt32(truncatingIfNeeded: hash.value ^ (hash.value >> 32)), radix: 16)
        let tag = String(repeating: "0", count: 8 - suffix.count) + suffix
        var head = full.utf8.prefix(maxSlugLength - 9)
        if let cut = head.lastIndex(of: UInt8(ascii: "-")), head.distance(from: head.startIndex, to: cut) > 0 { head = head[..<cut] }
        return String(decoding: head, as: UTF8.self) + "-" + tag
    }

    /// The longest slug, in bytes: a path component of a page, a feed or an anchor.
    public static let maxSlugLength = 80

    private static func fullSlug(from title: String) -> String {
        // ASCII needs no folding beyond lower case (ids and most titles): skip Foundation's folding.
        let folded = title.utf8.allSatisfy({ $0 < 0x80 }) ? title.lowercased()
            : title.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        var out = String.UnicodeScalarView()
        var pendingHyphen = false
        for scalar in folded.unicodeScalars {
            if let ascii = LatinFolding.replacement(scalar) {
                if pendingHyphen, !out.isEmpty { out.append("-") }
                pendingHyphen = false
                out.append(contentsOf: ascii.unicodeScalars)
                continue
            }
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
