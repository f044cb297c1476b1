import Foundation

extension FeedEventParser {
    /// Where an entry's publication and update dates come from, first first (feedparser's order).
    enum DateRank {
        static let pubDate = 0, dcDate = 1, dctermsIssued = 2, dctermsCreated = 3, atomPublished = 4, issued = 5, created = 6
        static let dctermsModified = 0, atomUpdated = 1, modified = 2
    }

    /// Where an entry's content comes from, first first: `content:encoded` or Atom `content`,
    /// then `xhtml:body`, `body` and `fullitem`.
    enum ContentRank {
        static let core = 0, xhtmlBody = 1, body = 2, fullitem = 3
    }

    /// Base64 text longer than this is dropped undecoded: 4 MiB, far above any real entry.
    static let maxBase64Length = 4 << 20

    /// True for base64 text: Atom 0.3 `mode="base64"`, or an Atom 1.0 type that
    /// is a media type neither text nor XML (RFC 4287, 4.1.3.3).
    static func isBase64(type: String?, mode: String?) -> Bool {
        if let mode { return mode.lowercased() == "base64" }
        guard let type = type?.lowercased(), type.contains("/") else { return false }
        return !(type.hasPrefix("text/") || type.hasSuffix("/xml") || type.hasSuffix("+xml") || type.contains("+xml;"))
    }

    /// Base64 text decoded as UTF-8; empty when too long or not text, the text itself when not base64.
    static func decodedBase64(_ text: String) -> String {
        guard text.utf8.count <= maxBase64Length else { return "" }
        guard let data = Data(base64Encoded: text, options: .ignoreUnknownCharacters) else { return text }
        return String(data: data, encoding: .utf8) ?? ""
    }

    /// Sets the entry's content unless a source of higher precedence already did.
    func setContent(_ text: RawEntry.Text, rank: Int) {
        guard let current = entry?.contentRank, rank <= current else { return }
        entry?.content = text
        entry?.contentRank = rank
    }

    /// Stores a date unless a source of higher precedence already did; a date that
    /// does not parse ranks below every one that does.
    func setDate(_ text: String, published: Bool, rank: Int) {
        let date = FeedDate.parse(text)
        let rank = date == nil ? Int.max - 1 : rank
        if published {
            guard rank < entry?.publishedRank ?? -1 else { return }
            entry?.published = text
            entry?.publishedDate = date
            entry?.publishedRank = rank
        } else {
            guard rank < entry?.updatedRank ?? -1 else { return }
            entry?.updated = text
            entry?.updatedDate = date
            entry?.updatedRank = rank
        }
    }
}
