import Foundation

extension FeedFiles {
    /// The Atom feed's path: `feeds/atom.xml` for the site, `feeds/<id>.atom.xml` for a section.
    func atomPath(section: String?) -> String {
        section.map { "feeds/\($0).atom.xml" } ?? "feeds/atom.xml"
    }

    /// A feed's title: the site's, and a section's after a dash.
    func title(section: String?) -> String {
        guard let section, let title = sections.first(where: { $0.id == section })?.title else { return options.title }
        return options.title + " \u{2014} " + title
    }

    /// `chosen` held to ``FeedOptions/maxBytes``: the longest run of its entries (newest day
    /// first, in digest order) whose Atom document fits, so the oldest day's last entries go
    /// first. A feed that loses entries says how many more of the window's `total` the site
    /// has, with a link, in place of the cap's note.
    func budgeted(_ chosen: Selection, total: Int, section: String?) -> Selection {
        let budget = options.feeds.maxBytes
        let sizes = chosen.entries.map { AtomFeed.entry($0).utf8.count }
        var head = self.head(section: section, note: chosen.note)
        guard head + sizes.reduce(0, +) > budget else { return chosen }
        // The note that replaces the cap's is as long as it can get with `total` left out.
        head = self.head(section: section, note: budgetNote(leftOut: total))
        var kept = 0
        var used = head
        while kept < sizes.count, used + sizes[kept] <= budget {
            used += sizes[kept]
            kept += 1
        }
        return Selection(entries: Array(chosen.entries.prefix(kept)), note: budgetNote(leftOut: total - kept))
    }

    /// `1,200 more items on the site: <link>`.
    func budgetNote(leftOut: Int) -> String {
        locale.count("feed.budget-note", leftOut, ["link": link("archive/index.html")])
    }

    /// The bytes of the feed's Atom document without entries, with `note` as its subtitle.
    private func head(section: String?, note: String?) -> Int {
        let empty = Selection(entries: [], note: note)
        // `updated` is always an RFC 3339 time in UTC of this length.
        let updated = RFC3339.string(days.first.map { $0.day.start(in: RFC3339.utc) } ?? .init(timeIntervalSince1970: 0))
        return AtomFeed(options: options, path: atomPath(section: section), title: title(section: section),
                        selection: empty, updated: updated).file().contents.count
    }
}
