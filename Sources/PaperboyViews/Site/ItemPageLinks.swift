import PaperboyModels

/// Which items have a page of their own (`item_pages:`): an item's page is made by the
/// first day that saw it, and only days from ``since`` on make pages.
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

    /// True when the item listed on `day` has a page.
    public func hasPage(_ itemID: String, listedOn day: DigestDay) -> Bool {
        makesPages(on: firstDay(of: itemID, listedOn: day))
    }

    /// True when `day` makes the pages of the items first seen on it.
    public func makesPages(on day: DigestDay) -> Bool {
        since.map { day >= $0 } ?? true
    }
}
