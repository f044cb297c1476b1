import PaperboyModels

/// Where each page of the site lives, relative to the site root.
public enum SitePaths {
    /// `2024/11/28/`.
    public static func dayFolder(_ day: DigestDay) -> String {
        day.pathText + "/"
    }

    /// `2024/11/28/index.html`.
    public static func day(_ day: DigestDay) -> String { dayFolder(day) + "index.html" }

    /// `2024/11/28/compact.html`: the day's titles and first authors.
    public static func compactDay(_ day: DigestDay) -> String { dayFolder(day) + "compact.html" }

    /// The pages of one day: `YYYY/MM/DD/index.html`, `compact.html` and `index.md`.
    public static func dayPages(_ day: DigestDay) -> [String] {
        [self.day(day), compactDay(day), dayFolder(day) + "index.md"]
    }

    /// `search/2024-11.js`: the search shard of a month (``SearchShard``).
    public static func searchShard(_ month: String) -> String { "search/\(month).js" }

    /// `sections/papers/index.html`.
    static func section(_ id: String) -> String { "sections/\(id)/index.html" }

    /// `categories/cs-lg/index.html`.
    static func category(_ slug: String) -> String { "categories/\(slug)/index.html" }

    /// `../../` for `a/b/index.html`: the way back to the root.
    static func root(of path: String) -> String {
        String(repeating: "../", count: path.split(separator: "/").count - 1)
    }
}
