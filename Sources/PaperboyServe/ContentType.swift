/// The `Content-Type` the preview server sends for a file, by its extension.
enum ContentType {
    /// `name`'s content type: text types carry `charset=utf-8`; feeds (`.atom`, `.rss`) are
    /// sent as XML so a browser shows them; anything unknown is `application/octet-stream`.
    static func of(_ name: String) -> String {
        let dot = name.lastIndex(of: ".")
        let ext = dot.map { name[name.index(after: $0)...].lowercased() } ?? ""
        switch ext {
        case "html", "htm": return "text/html; charset=utf-8"
        case "css": return "text/css; charset=utf-8"
        case "js", "mjs": return "text/javascript; charset=utf-8"
        case "json": return "application/json; charset=utf-8"
        case "xml", "atom", "rss", "xsl": return "application/xml; charset=utf-8"
        case "md", "markdown": return "text/markdown; charset=utf-8"
        case "txt": return "text/plain; charset=utf-8"
        case "svg": return "image/svg+xml; charset=utf-8"
        case "png": return "image/png"
        case "jpg", "jpeg": return "image/jpeg"
        case "gif": return "image/gif"
        case "webp": return "image/webp"
        case "ico": return "image/x-icon"
        case "woff2": return "font/woff2"
        case "woff": return "font/woff"
        case "webmanifest": return "application/manifest+json; charset=utf-8"
        default: return "application/octet-stream"
        }
    }

    /// True for pages the live-reload script goes into.
    static func isHTML(_ name: String) -> Bool {
        of(name).hasPrefix("text/html")
    }
}
