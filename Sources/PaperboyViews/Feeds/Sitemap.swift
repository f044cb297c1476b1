import PaperboyModels
/// `sitemap.xml` (sitemaps.org 0.9); written only with a base URL, since it needs absolute URLs.
enum Sitemap {
    static func file(options: SiteOptions, days: [DaySummary], sections: [(id: String, title: String)], categories: [String],
                     itemPages: [String] = []) -> SiteFile? {
        guard let base = options.baseURL else { return nil }
        var paths = ["", "archive/", "categories/", "search/"]
        if options.aboutMarkdown != nil { paths.append("about.html") }
        paths += days.map { SitePaths.dayFolder($0.day) }
        paths += sections.map { "sections/\($0.id)/" }
        paths += categories.map { "categories/\($0)/" }
        paths += itemPages.sorted().map { $0.hasSuffix("index.html") ? String($0.dropLast("index.html".count)) : $0 }
        var x = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for path in paths {
            x += "<url><loc>\(EscapeTable.xml(base + path))</loc></url>\n"
        }
        x += "</urlset>\n"
        return SiteFile(path: "sitemap.xml", text: x)
    }
}
