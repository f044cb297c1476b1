import Foundation

/// Maps request paths to files of a built site, for `paperboy serve`.
public struct StaticSite: Sendable {
    /// The site folder.
    public let root: URL

    /// Creates a site over `root`.
    public init(root: URL) {
        self.root = root.standardizedFileURL
    }

    /// A response: status, content type, body.
    public struct Response: Sendable, Equatable {
        /// HTTP status.
        public var status: Int
        /// `Content-Type`.
        public var contentType: String
        /// The body.
        public var body: Data
    }

    /// Answers a GET of `target` (`/2024/11/28/`, `/assets/style.css?v=1`): folders serve their
    /// `index.html`; a path that escapes the folder is refused (403); a missing file is 404 (with
    /// the site's `404.html` when it has one).
    public func respond(to target: String) -> Response {
        let rawPath = String(target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
        guard let path = rawPath.removingPercentEncoding, path.hasPrefix("/") else { return Self.text(400, "bad request") }
        let parts = path.split(separator: "/")
        if parts.contains(where: { $0 == ".." || $0.contains("\0") }) { return Self.text(403, "forbidden") }
        var file = parts.reduce(root) { $0.appendingPathComponent(String($1)) }.standardizedFileURL
        guard file.path == root.path || file.path.hasPrefix(root.path + "/") else { return Self.text(403, "forbidden") }
        var isDirectory: ObjCBool = false
        if FileManager().fileExists(atPath: file.path, isDirectory: &isDirectory), isDirectory.boolValue {
            file = file.appendingPathComponent("index.html")
        }
        if let data = try? Data(contentsOf: file) {
            return Response(status: 200, contentType: Self.contentType(of: file.lastPathComponent), body: data)
        }
        if let page = try? Data(contentsOf: root.appendingPathComponent("404.html")) {
            return Response(status: 404, contentType: "text/html; charset=utf-8", body: page)
        }
        return Self.text(404, "not found")
    }

    /// The content type for a file name, by extension.
    public static func contentType(of name: String) -> String {
        switch (name as NSString).pathExtension.lowercased() {
        case "html", "htm": "text/html; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "js": "text/javascript; charset=utf-8"
        case "json": "application/json"
        case "md": "text/markdown; charset=utf-8"
        case "xml": "application/xml"
        case "atom": "application/atom+xml"
        case "txt": "text/plain; charset=utf-8"
        case "svg": "image/svg+xml"
        case "png": "image/png"
        case "jpg", "jpeg": "image/jpeg"
        case "ico": "image/x-icon"
        default: "application/octet-stream"
        }
    }

    private static func text(_ status: Int, _ text: String) -> Response {
        Response(status: status, contentType: "text/plain; charset=utf-8", body: Data((text + "\n").utf8))
    }
}
