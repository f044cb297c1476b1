/// `item_pages:`: whether every listed item gets `items/<slug>.html`, and how many
/// related items each page lists.
public struct ItemPagesConfig: Sendable, Hashable {
    /// The default of `related:`.
    public static let defaultRelated = 5
    /// The default of `days:`: a month of item pages. Every day of a year's archive (45,000
    /// pages) would make a full render some ten times slower and the site almost three times larger.
    public static let defaultDays = 30
    /// The largest `related:` accepted: a page lists a handful, not a day.
    public static let maxRelated = 50

    /// `enabled:` (default false).
    public var enabled: Bool
    /// `related:` (default ``defaultRelated``; 0 lists none).
    public var related: Int
    /// `days:`: only items first seen in the archive's last this many days get pages (default ``defaultDays``; 0: every day).
    public var days: Int

    /// Creates the setting.
    public init(enabled: Bool = false, related: Int = Self.defaultRelated, days: Int = Self.defaultDays) {
        self.enabled = enabled
        self.related = related
        self.days = days
    }
}
