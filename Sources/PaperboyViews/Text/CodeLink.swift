/// Finds a code repository link in free text (an abstract, an arXiv comment).
enum CodeLink {
    private static let hosts: [[UInt8]] = ["github.com/", "gitlab.com/", "huggingface.co/", "codeberg.org/"].map { Array($0.utf8) }

    /// The first `https://host/owner/name` link in `texts`, without trailing punctuation.
    /// Hosts match in lowercase, as URLs in abstracts are written; the scan is byte-wise
    /// because it runs over every abstract of every page.
    static func find(in texts: [String]) -> String? {
        for text in texts {
            let bytes = Array(text.utf8)
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
        }
        return nil
    }

    /// The index just past the first occurrence of `needle` in `haystack`.
    private static func end(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count, let first = needle.first else { return nil }
        var i = 0
        let last = haystack.count - needle.count
        while i <= last {
            if haystack[i] == first {
                var j = 1
                while j < needle.count, haystack[i + j] == needle[j] { j += 1 }
                if j == needle.count { return i + needle.count }
            }
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
