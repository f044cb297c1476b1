import Foundation

/// Maps request paths to the files of a built site, refusing every way out of its folder.
///
/// The path is decoded one segment at a time, so `%2e%2e` is a `..` like any other and an
/// encoded `/` never joins two segments; what is left is resolved through symbolic links and
/// must still lie inside the (equally resolved) site folder.
struct SiteFiles: Sendable {
    /// The site folder, as configured (it may be replaced whole by a render: nothing about it is cached).
    let root: URL

    /// What a request path leads to.
    enum Resolution: Equatable {
        /// A regular file inside the site.
        case file(URL)
        /// A folder asked for without its trailing slash: the same path with one, so relative links work.
        case redirect(String)
        /// A path that would leave the site folder, or names a NUL or an encoded slash.
        case forbidden
        /// Nothing there.
        case notFound
        /// Not an absolute path, or not valid percent-encoding.
        case badRequest
    }

    /// Resolves `rawPath`, the request target's path as sent (still percent-encoded, no query).
    func resolve(_ rawPath: String) -> Resolution {
        guard rawPath.hasPrefix("/") else { return .badRequest }
        var segments: [String] = []
        for raw in rawPath.split(separator: "/", omittingEmptySubsequences: true) {
            guard let segment = String(raw).removingPercentEncoding else { return .badRequest }
            if segment == ".." || segment.contains("/") || segment.contains("\0") || segment.contains("\\") { return .forbidden }
            if segment != "." { segments.append(segment) }
        }
        let base = root.standardizedFileURL.resolvingSymlinksInPath()
        let target = segments.reduce(base) { $0.appendingPathComponent($1) }
        guard let found = existing(target, inside: base) else {
            return inside(target.resolvingSymlinksInPath(), base) ? .notFound : .forbidden
        }
        guard found.isDirectory else { return .file(found.url) }
        if !rawPath.hasSuffix("/") { return .redirect(rawPath + "/") }
        guard let index = existing(found.url.appendingPathComponent("index.html"), inside: base) else { return .notFound }
        return index.isDirectory ? .notFound : .file(index.url)
    }

    /// The site's `404.html`, when it has one inside the folder.
    var notFoundPage: URL? {
        let base = root.standardizedFileURL.resolvingSymlinksInPath()
        guard let page = existing(base.appendingPathComponent("404.html"), inside: base), !page.isDirectory else { return nil }
        return page.url
    }

    /// `url` with its links resolved, when it exists and lies inside `base`.
    private func existing(_ url: URL, inside base: URL) -> (url: URL, isDirectory: Bool)? {
        let resolved = url.resolvingSymlinksInPath()
        var isDirectory: ObjCBool = false
        guard inside(resolved, base), FileManager.default.fileExists(atPath: resolved.path, isDirectory: &isDirectory) else { return nil }
        return (resolved, isDirectory.boolValue)
    }

    private func inside(_ url: URL, _ base: URL) -> Bool {
        url.path == base.path || url.path.hasPrefix(base.path.hasSuffix("/") ? base.path : base.path + "/")
    }
}
