/// The only URLs that may reach an `href`: absolute `http` and `https` URLs.
///
/// Parsers already drop other schemes; the views check again, so a
/// `javascript:` or `data:` URL never becomes a link whatever produced the item.
public enum SafeURL {
    /// Returns `url` trimmed when it is an absolute http(s) URL without whitespace
    /// or control characters inside, nil otherwise.
    public static func web(_ url: String?) -> String? {
        guard let url else { return nil }
        let trimmed = url.trimmingASCIIWhitespace()
        let bytes = trimmed.utf8
        guard !bytes.contains(where: { $0 <= 0x20 || $0 == 0x7F }) else { return nil }
        let lower = trimmed.prefix(8).lowercased()
        guard lower.hasPrefix("https://") || lower.hasPrefix("http://") else { return nil }
        guard trimmed.utf8.count > (lower.hasPrefix("https://") ? 8 : 7) else { return nil }
        return trimmed
    }
}
