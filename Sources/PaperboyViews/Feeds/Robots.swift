import PaperboyModels

/// `robots.txt`: every crawler may read every page; with a base URL, it names the sitemap
/// (which exists only then, since it needs absolute URLs).
enum Robots {
    static func file(options: SiteOptions) -> SiteFile {
        var text = "User-agent: *\nAllow: /\n"
        if let base = options.baseURL {
            // One line whatever the config holds: a line break would start a rule of its own.
            text += "\nSitemap: \(String(base.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }))sitemap.xml\n"
        }
        return SiteFile(path: "robots.txt", text: text)
    }
}
