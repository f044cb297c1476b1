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
                let starts = firstPaths(in: bytes)
                for (h, host) in hosts.enumerated() {
                    guard let start = starts[h] else { continue }
                    var path: [UInt8] = []
                    for b in bytes[start...] {
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

    /// Where the path after each host's first `host/` starts. Slashes are rare in prose, so
    /// the search jumps from one `/` to the next (`memchr`) and looks at what precedes it.
    private static func firstPaths(in bytes: UnsafeBufferPointer<UInt8>) -> [Int?] {
        var starts = [Int?](repeating: nil, count: hosts.count)
        guard let base = bytes.baseAddress else { return starts }
        var i = 0
        while i < bytes.count, let hit = memchr(base + i, 0x2F, bytes.count - i) {
            let slash = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            for (h, host) in hosts.enumerated() where starts[h] == nil && slash + 1 >= host.count {
                let from = slash + 1 - host.count
                if host.withUnsafeBytes({ memcmp(base + from, $0.baseAddress!, host.count) }) == 0 { starts[h] = slash + 1 }
            }
            i = slash + 1
        }
        return starts
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
