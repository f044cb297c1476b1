import Foundation
import PaperboyModels

extension SiteRenderer {
    /// The template rendering an item's own page.
    public static let itemPageTemplate = "item-page.html"

    /// The pages of the items `digest` lists for the first time (``ItemPagePaths``), when
    /// ``SiteOptions/itemPages`` is on: an item listed on several days has one page, made by
    /// the first day that lists it.
    /// - Parameters:
    ///   - links: Every day the archive saw each item on and the first day that makes pages; an
    ///     item whose first day is not `digest.day` gets no page here, nor does any item of a
    ///     day before ``ItemPageLinks/since``.
    ///   - related: The ids of each item's related items, the closest first (ids not in the digest, or
    ///     whose page another day makes, are skipped).
    ///   - only: The ids whose pages are made (the others are left out); nil for every page.
    /// - Throws: ``TemplateError`` when the theme lacks `item-page.html`.
    public func itemPages(_ digest: Digest, links: ItemPageLinks, related: [String: [String]], only: Set<String>? = nil) throws -> [SiteFile] {
        guard options.itemPages, links.makesPages(on: digest.day) else { return [] }
        var first: [String: (entry: DigestEntry, sectionID: String)] = [:]
        var placements: [String: [ItemPageView.Placement]] = [:]
        var order: [String] = []
        for section in digest.sections {
            for entry in section.entries {
                let id = entry.item.id
                if first[id] == nil {
                    first[id] = (entry, section.id)
                    order.append(id)
                }
                let anchor = ItemView.anchor(itemID: id, sectionID: section.id)
                placements[id, default: []].append(ItemPageView.Placement(
                    sectionTitle: TextStyle.html.text(section.title),
                    path: ItemPagePaths.root + SitePaths.day(digest.day) + "#" + anchor))
            }
        }
        var files: [SiteFile] = []
        files.reserveCapacity(order.count)
        for id in order where only?.contains(id) ?? true {
            let seen = links.days[id] ?? [digest.day]
            guard seen.first == digest.day, let (entry, sectionID) = first[id] else { continue }
            let appearances = seen.map { day in
                let here = day == digest.day ? placements[id] ?? [] : []
                return ItemPageView.Appearance(date: day.isoText, dateLong: locale.longDay(day),
                                               path: ItemPagePaths.root + SitePaths.day(day), placements: here, hasPlacements: !here.isEmpty)
            }
            let closest = (related[id] ?? []).compactMap { other -> ItemPageView.Related? in
                guard other != id, links.hasPage(other, listedOn: digest.day), let item = first[other]?.entry.item else { return nil }
                return ItemPageView.Related(title: TextStyle.html.text(item.displayTitle), path: ItemPagePaths.root + ItemPagePaths.page(of: other),
                                            authors: TextFormat.authors(item.authors, etAl: locale.etAl).map { TextStyle.html.text($0) })
            }
            let path = ItemPagePaths.page(of: id)
            let site = siteView(sections: digest.sections.map { ($0.id, $0.title) }, root: ItemPagePaths.root, page: path,
                                description: PageDescription.item(entry.item))
            let view = ItemPageView(item: entry.item, entry: entry, sectionID: sectionID, title: digest.title, site: site,
                                    appearances: appearances, related: closest, locale: locale,
                                    ratings: options.ratingLinks.map { (links: $0, day: digest.day) })
            files.append(try render(view, template: Self.itemPageTemplate, path: path))
        }
        return files
    }
}
