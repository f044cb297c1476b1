import Foundation

/// Finds a code repository link in free text (an abstract, an arXiv comment).
enum CodeLink {
    private static let hosts: [[UInt8]] = ["github.com/", "gitlab.com/", "huggingface.co/", "codeberg.org/"].map { Array($0.utf8) }

    /// The first `https://host/owner/name` link in `texts`, without trailing punctuation.
    /// Hosts match in lowercase, as URLs in abstracts are written; the scan is byte-wise
    /// because it runs over every abstract of every page.
    static func find(in texts: [String]) -> String? {
        for text in texts {
            var text = text
            let found: String? = text.withUTF8 { bytes in
                for host in hosts {
                    guard let end = Self.end(of: host, in: bytes) else { continue }
                    var path: [UInt8] = []
                    for b in bytes[end...] {
                        let ok = (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A)
                            || b == 0x2D || b == 0x5F || b == 0x2E || b == 0x2F
                        guard ok else { break }
                        path.append(b)
                    }
                    let parts = path.split(separator: 0x2F).prefix(2).map { part in
                        String(decoding: part, as: UTF8.self).trimmingCharacters(in: ".")
                    }
                    guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { continue }
                    return "https://" + String(decoding: host, as: UTF8.self) + parts.joined(separator: "/")
                }
                return nil
            }
            if let found { return found }
        }
        return nil
    }

    /// The index just past the first `needle` in `haystack`: libc's `memchr` skips to each
    /// candidate first byte far faster than a byte loop (this runs over every abstract).
    private static func end(of needle: [UInt8], in haystack: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = haystack.baseAddress, let first = needle.first, haystack.count >= needle.count else { return nil }
        let last = haystack.count - needle.count
        var i = 0
        while i <= last {
            guard let hit = memchr(base + i, Int32(first), last - i + 1) else { return nil }
            i = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            if needle.withUnsafeBytes({ memcmp(base + i, $0.baseAddress!, needle.count) }) == 0 { return i + needle.count }
            i += 1
        }
        return nil
    }
}

private extension String {
    func trimmingCharacters(in set: Character) -> String {
        var s = Substring(self)
        while s.first == set { s = s.dropFirst() }
        while s.last == set { s = s.dropLast() }
        return String(s)
    }
}
