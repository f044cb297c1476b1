import PaperboyModels

/// Which items have a page of their own (`item_pages:`): an item's page is made by the
/// first day that saw it, when that day lists it, and only days from ``since`` on make pages.
///
/// A day page links an item's page only when that very day makes it (``hasPage(_:listedOn:)``):
/// a later day listing a new version cannot know whether the first day listed the item (its
/// sections may have left it out), so it links the item's place on its own page only.
public struct ItemPageLinks: Sendable {
    /// Every day each item was seen on, first seen first; an item not named was seen on one day only.
    public var days: [String: [DigestDay]]
    /// The first day whose items have pages; nil for every day.
    public var since: DigestDay?

    /// Creates the links.
    public init(days: [String: [DigestDay]], since: DigestDay? = nil) {
        self.days = days
        self.since = since
    }

    /// The day that makes the page of the item listed on `day`: the day it was first seen.
    public func firstDay(of itemID: String, listedOn day: DigestDay) -> DigestDay {
        days[itemID]?.first ?? day
    }

    /// True when the item listed on `day` has a page that `day` makes: the day first saw it and makes pages.
    public func hasPage(_ itemID: String, listedOn day: DigestDay) -> Bool {
        firstDay(of: itemID, listedOn: day) == day && makesPages(on: day)
    }

    /// True when `day` makes the pages of the items first seen on it.
    public func makesPages(on day: DigestDay) -> Bool {
        since.map { day >= $0 } ?? true
    }
}
