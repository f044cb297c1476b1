/// `item_pages:`: whether every listed item gets `items/<slug>/index.html`, and how many
/// related items each page lists.
public struct ItemPagesConfig: Sendable, Hashable {
    /// The default of `related:`.
    public static let defaultRelated = 5
    /// The largest `related:` accepted: a page lists a handful, not a day.
    public static let maxRelated = 50

    /// `enabled:` (default false).
    public var enabled: Bool
    /// `related:` (default ``defaultRelated``; 0 lists none).
    public var related: Int

    /// Creates the setting.
    public init(enabled: Bool = false, related: Int = Self.defaultRelated) {
        self.enabled = enabled
        self.related = related
    }
}
