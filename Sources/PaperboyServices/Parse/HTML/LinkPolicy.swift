import Foundation

/// Decides which URLs from feed content may reach an `href` or `src`, and
/// resolves relative references against the feed's or the item's base URL.
///
/// `javascript:`, `vbscript:`, `data:` and every other scheme but http,
/// https and mailto are rejected, however the scheme is disguised: with
/// whitespace or control characters inside it, in mixed case, or written
/// with character references (`jav&#x09;ascript:`, `javascript&colon;`).
public enum LinkPolicy {
    /// A URL safe for `href`, `src` and `cite`: http, https or mailto, or a
    /// relative reference. With an http(s) base a relative reference is
    /// resolved against it; without one it is kept as written. A
    /// protocol-relative `//host/x` takes the base's scheme, or https.
    ///
    /// - Parameters:
    ///   - raw: The attribute value, with character references already decoded.
    ///   - baseURL: The URL relative references are resolved against; ignored
    ///     unless it is an absolute http(s) URL.
    /// - Returns: The URL as a browser reads it (spaces and non-ASCII
    ///   percent-encoded), or nil when it is unsafe or empty.
    public static func safeURL(_ raw: String, baseURL: URL?) -> String? {
        resolve(raw, baseURL: baseURL, httpOnly: false)
    }

    /// Like ``safeURL(_:baseURL:)``, but only for absolute http(s) results:
    /// mailto and relative references with no base to resolve against are
    /// rejected. For item links, which must open a page.
    ///
    /// - Parameters:
    ///   - raw: The link as the feed gives it.
    ///   - baseURL: The URL relative references are resolved against.
    /// - Returns: An absolute http or https URL, or nil.
    public static func httpURL(_ raw: String, baseURL: URL?) -> String? {
        resolve(raw, baseURL: baseURL, httpOnly: true)
    }

    private static func resolve(_ raw: String, baseURL: URL?, httpOnly: Bool) -> String? {
        let cleaned = clean(raw)
        guard !cleaned.isEmpty else { return nil }
        let base = baseURL.flatMap(httpBase)
        switch probeScheme(raw) {
        case .rejected:
            return nil
        case .allowed(let scheme):
            // The scheme must be written plainly, not assembled from references.
            guard hasPlainScheme(cleaned, scheme), !(httpOnly && scheme == "mailto") else { return nil }
            let rest = Substring(cleaned.utf8.dropFirst(scheme.utf8.count + 1))
            return absolute(scheme + ":" + rest, requireHost: scheme != "mailto")
        case .relative:
            if cleaned.utf8.starts(with: "//".utf8) {
                return absolute((base?.scheme?.lowercased() ?? "https") + ":" + cleaned, requireHost: true)
            }
            if let base {
                guard let url = URL(string: cleaned, relativeTo: base) else { return nil }
                return checked(url.absoluteURL, requireHost: true)
            }
            return httpOnly ? nil : URL(string: cleaned)?.relativeString
        }
    }

    private static func absolute(_ text: String, requireHost: Bool) -> String? {
        URL(string: text).flatMap { checked($0, requireHost: requireHost) }
    }

    /// Checks the scheme and host of the final URL once more, whatever the
    /// path that led to it.
    private static func checked(_ url: URL, requireHost: Bool) -> String? {
        guard let scheme = url.scheme?.lowercased() else { return nil }
        let result = url.absoluteString
        switch scheme {
        case "http", "https":
            guard let host = url.host, !host.isEmpty else { return nil }
        case "mailto":
            guard !requireHost, result.utf8.count > 7 else { return nil }
        default:
            return nil
        }
        return result
    }

    /// Only an absolute http(s) URL with a host is a usable base.
    private static func httpBase(_ url: URL) -> URL? {
        let url = url.absoluteURL
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = url.host, !host.isEmpty
        else { return nil }
        return url
    }

    private static func hasPlainScheme(_ cleaned: String, _ scheme: String) -> Bool {
        var written = cleaned.utf8.makeIterator()
        for expected in scheme.utf8 {
            guard let b = written.next(), b | 0x20 == expected else { return false }
        }
        return written.next() == UInt8(ascii: ":")
    }
}
