import Foundation

/// Finds a code repository link in free text (an abstract, an arXiv comment).
enum CodeLink {
    private static let hosts = ["github.com/", "gitlab.com/", "huggingface.co/", "codeberg.org/"]

    /// The first `https://host/owner/name` link in `texts`, without trailing punctuation.
    static func find(in texts: [String]) -> String? {
        for text in texts {
            for host in hosts {
                guard let range = text.range(of: host, options: .caseInsensitive) else { continue }
                var path = ""
                for c in text[range.upperBound...] {
                    guard c.isASCII, c.isLetter || c.isNumber || "-_./".contains(c) else { break }
                    path.append(c)
                }
                let parts = path.split(separator: "/").prefix(2).map { $0.trimmingCharacters(in: CharacterSet(charactersIn: ".")) }
                guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { continue }
                return "https://" + host + parts.joined(separator: "/")
            }
        }
        return nil
    }
}
