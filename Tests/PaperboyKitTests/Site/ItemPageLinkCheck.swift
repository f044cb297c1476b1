import Foundation
import PaperboyViews

/// Every link to an item page (`items/…`) in every file of a written site, and those that
/// name no written file: relative `href`s of HTML pages, and absolute ones under the site's
/// `base_url` in pages, feeds, the sitemap and `search.json`.
struct ItemPageLinkCheck {
    /// One link: the file holding it, the link as written, and the site path it resolves to.
    struct Link: CustomStringConvertible {
        var page: String
        var target: String
        var resolved: String
        var description: String { "\(page): \(target) → \(resolved)" }
    }

    /// Every link to an item page.
    private(set) var links: [Link] = []
    /// The links naming no written file.
    private(set) var broken: [Link] = []

    /// Reads every file of `site`; `baseURL` (with its trailing slash) marks the absolute links that are the site's own.
    init(site: URL, baseURL: String?) throws {
        let files = Set(DemoSite.files(in: site))
        for page in files.sorted() where [".html", ".xml", ".json"].contains(where: page.hasSuffix) {
            let text = try String(contentsOf: site.appendingPathComponent(page), encoding: .utf8)
            for target in Self.targets(in: text) {
                guard let resolved = Self.resolve(target, from: page, baseURL: baseURL),
                      resolved.hasPrefix(ItemPagePaths.folder) else { continue }
                let link = Link(page: page, target: target, resolved: resolved)
                links.append(link)
                let file = resolved.hasSuffix("/") ? String(resolved.dropLast()) : resolved
                if !(files.contains(file) || files.contains(file + "/index.html")) { broken.append(link) }
            }
        }
    }

    /// The values of `href="…"`, `<loc>…</loc>` and JSON `"url"` fields, `&amp;` read back.
    static func targets(in text: String) -> [String] {
        var out: [String] = []
        for (open, close) in [("href=\"", "\""), ("<loc>", "<"), ("\"url\" : \"", "\""), ("\"url\":\"", "\"")] {
            var rest = text[...]
            while let start = rest.range(of: open) {
                rest = rest[start.upperBound...]
                guard let end = rest.range(of: close) else { break }
                out.append(String(rest[..<end.lowerBound]).replacingOccurrences(of: "&amp;", with: "&")
                    .replacingOccurrences(of: "\\/", with: "/"))
                rest = rest[end.lowerBound...]
            }
        }
        return out
    }

    /// The site path `target` names from `page`, without its fragment; nil for another site's link.
    static func resolve(_ target: String, from page: String, baseURL: String?) -> String? {
        let path = String(target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0])
        if let baseURL, path.hasPrefix(baseURL) { return String(path.dropFirst(baseURL.count)) }
        if path.contains(":") || path.hasPrefix("/") || path.isEmpty { return nil }
        let resolved = URL(fileURLWithPath: page, relativeTo: URL(fileURLWithPath: "/site/"))
            .deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL.path
        return resolved.hasPrefix("/site/") ? String(resolved.dropFirst("/site/".count)) : resolved
    }
}
