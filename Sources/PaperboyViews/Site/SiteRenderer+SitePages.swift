import Foundation
import PaperboyModels
import PaperboyMustache

extension SiteRenderer {
    /// The site-wide files: archive, section and category pages, feeds, sitemap,
    /// search index and page, the A–Z author index, about page, 404, `.nojekyll`, `robots.txt` and the theme's assets.
    /// - Parameters:
    ///   - summaries: Every day with a page, in any order.
    ///   - itemPages: The paths of the item pages (``itemPages(_:days:related:)``), for the sitemap.
    ///   - keptShards: The months (`2024-11`) whose search shard the current site holds for
    ///     these very summaries: kept (``SiteFile/kept(_:)``) instead of made again.
    ///   - stage: Given each search shard as soon as it is made, so that a year of shards
    ///     is not held in memory; those files are then not in the result. Nil: in the result.
    /// - Throws: ``TemplateError`` when the theme lacks a required template.
    public func sitePages(summaries: [DaySummary], itemPages: [String] = [], keptShards: Set<String> = [],
                          stage: (@Sendable (SiteFile) throws -> Void)? = nil) throws -> [SiteFile] {
        let days = summaries.sorted { $0.day > $1.day }
        let sections = Self.sections(of: days)
        let categories = Self.categories(of: days)
        let options = options
        let itemPageSet = Set(itemPages)
        let documents = SearchDocument.all(days: days)
        // Independent pages, rendered on every core; the result keeps this order.
        var jobs: [@Sendable () throws -> [SiteFile]] = [
            { theme.assets + [SiteFile(path: ".nojekyll", text: ""), Robots.file(options: options)] },
            {
                [try render(ArchiveView(days: days, site: siteView(sections: sections, root: "../", page: "archive/index.html",
                                                         description: PageDescription.page("description.archive", site: options.title, locale: locale)),
                                        siteTitle: options.title, locale: locale),
                            template: "archive.html", path: "archive/index.html")]
            },
            {
                [try render(CategoryIndexView(categories: categories, site: siteView(sections: sections, root: "../", page: "categories/index.html",
                                                                                        description: PageDescription.page("description.categories", site: options.title, locale: locale)), siteTitle: options.title),
                            template: "categories.html", path: "categories/index.html"),
                 try render(SimplePageView(root: "../", site: siteView(sections: sections, root: "../", page: "search/index.html",
                                                                  description: PageDescription.page("description.search", site: options.title, locale: locale)), siteTitle: options.title, bodyHTML: nil),
                            template: "search.html", path: "search/index.html"),
                 try render(SimplePageView(root: options.baseURLPath, site: siteView(sections: sections, root: options.baseURLPath, page: nil,
                                                                                  description: PageDescription.page("description.not-found", site: options.title, locale: locale)),
                                           siteTitle: options.title, bodyHTML: nil),
                            template: "404.html", path: "404.html")]
            },
            { FeedFiles(options: options, days: days, sections: sections, itemPages: itemPageSet, locale: locale).files() },
            { try authorPages(documents: documents, sections: sections) },
            { try SearchIndex.files(documents: documents, kept: keptShards, stage: stage)
                + (Sitemap.file(options: options, days: days, sections: sections, categories: categories.map(\.slug),
                                itemPages: itemPages).map { [$0] } ?? []) },
        ]
        if let about = options.aboutMarkdown {
            jobs.append {
                let html = try Markdown.html(from: about)
                return [try render(SimplePageView(root: "", site: siteView(sections: sections, root: "", page: "about.html",
                                                                       description: PageDescription.page("description.about", site: options.title, locale: locale)), siteTitle: options.title, bodyHTML: html),
                                   template: "about.html", path: "about.html")]
            }
        }
        for section in sections {
            jobs.append {
                let view = ListPageView(section: section, days: days, options: options,
                                    site: siteView(sections: sections, root: "../../", page: SitePaths.section(section.id),
                                                 description: PageDescription.page("description.section", site: options.title, name: section.title, locale: locale)),
                                    locale: locale, itemPages: itemPageSet)
                return [try render(view, template: "section.html", path: SitePaths.section(section.id))]
            }
        }
        let picked = ListPageView.categoryEntries(of: days)
        for category in categories {
            jobs.append {
                let view = ListPageView(category: category, days: days, picked: picked[category.name] ?? [], options: options,
                                    site: siteView(sections: sections, root: "../../", page: SitePaths.category(category.slug),
                                                 description: PageDescription.page("description.category", site: options.title, name: category.name, locale: locale)),
                                    locale: locale, itemPages: itemPageSet)
                return [try render(view, template: "category.html", path: SitePaths.category(category.slug))]
            }
        }
        return try ConcurrentJobs.run(jobs).flatMap { $0 }
    }

    /// The A–Z author index (``AuthorIndex``).
    private func authorPages(documents: [SearchDocument], sections: [(id: String, title: String)]) throws -> [SiteFile] {
        try AuthorIndex.pages(documents: documents, otherLabel: locale.text("authors.other")).map { page in
            let root = SitePaths.root(of: page.path)
            let description = page.letter.isEmpty ? PageDescription.page("description.authors", site: options.title, locale: locale)
                : PageDescription.page("description.authors-letter", site: options.title, name: page.letter, locale: locale)
            let authors = page.authors
            let view = AuthorIndexView(root: root, siteTitle: options.title,
                                       site: siteView(sections: sections, root: root, page: page.path, description: description),
                                       letter: page.letter, letters: page.letters, parts: page.parts, hasParts: !page.parts.isEmpty,
                                       authors: authors, hasAuthors: !authors.isEmpty)
            return try render(view, template: "authors.html", path: page.path)
        }
    }

    /// Every section seen, in the order of the latest day that has it.
    static func sections(of days: [DaySummary]) -> [(id: String, title: String)] {
        var seen = Set<String>()
        var out: [(id: String, title: String)] = []
        for day in days {
            for section in day.sections where seen.insert(section.id).inserted {
                out.append((section.id, section.title))
            }
        }
        return out
    }

    /// Every category with its entry count, sorted by name. Names that slug alike
    /// (`Machine Learning`, `machine-learning`) get `-2`, `-3`… in name order, so every
    /// category keeps its own page whatever a feed calls its categories.
    static func categories(of days: [DaySummary]) -> [CategoryCount] {
        var counts: [String: Int] = [:]
        for day in days {
            for entry in day.entries {
                for category in Set(entry.categories) where !category.isEmpty { counts[category, default: 0] += 1 }
            }
        }
        var taken = Set<String>()
        return counts.keys.sorted().map { name in
            let base = CategoryCount.slug(name)
            var slug = base
            var n = 1
            while !taken.insert(slug).inserted {
                n += 1
                slug = base + "-\(n)"
            }
            return CategoryCount(name: name, slug: slug, count: counts[name]!)
        }
    }

    /// Renders `view` with the locale's texts beside it as `t` (one shared object for every page) and the language as `lang`.
    func render(_ view: some MustacheObject, template: String, path: String) throws -> SiteFile {
        SiteFile(path: path, contents: Data(try theme.templates.renderBytes(LocalizedView(view: view, t: locale.templateTexts, lang: options.language), template: template)))
    }
}

extension SiteOptions {
    /// The absolute path of the site root from `baseURL` (`/digest/`), for the 404 page,
    /// which a host serves at any depth; `/` without a base URL.
    /// The path keeps its percent escapes (`/my%20digest/`), so it can go into an `href` as is.
    var baseURLPath: String {
        guard let baseURL, let components = URLComponents(string: baseURL) else { return "/" }
        let path = components.percentEncodedPath
        return path.hasSuffix("/") ? path : path + "/"
    }
}

extension SiteRenderer {
    /// The notes of the feeds that ``FeedOptions/maxEntries`` cut (`feeds/atom.xml: The newest …`),
    /// for the build's warnings; what the feeds' own subtitles say.
    /// - Parameter summaries: Every day with a page, in any order.
    public func feedCapNotes(summaries: [DaySummary]) -> [String] {
        let days = summaries.sorted { $0.day > $1.day }
        return FeedFiles(options: options, days: days, sections: Self.sections(of: days), locale: locale).capNotes()
    }
}
