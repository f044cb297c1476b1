import Foundation

/// One item as a section shows it: the item, why it is there, and how it stands
/// in the archive (new, or a new version of a paper seen on an earlier day).
public struct DigestEntry: Codable, Hashable, Sendable {
    /// The item (for an update: the latest stored version).
    public var item: Item
    /// The rules and terms that selected it, in the order the stages ran.
    public var reasons: [MatchReason]
    /// Highlight labels (from the config's `highlights:`) that apply to it, in config order.
    public var badges: [String]
    /// The badge of an item a back-fill fetched: pages show it in their language (`label.backfilled`).
    public static let backfilledBadge = "Back-filled"
    /// True for a new arXiv version of a paper first seen on an earlier day.
    public var isUpdate: Bool
    /// For an update, the version the archive knew before, when known.
    public var previousVersion: Int?
    /// True when the paper's primary category lies outside what the section asked for
    /// (or, in a section without categories, when arXiv announced it as a cross-list).
    public var isCrossList: Bool
    /// The relevance score: weighted keyword, author and highlight matches. Higher leads.
    public var score: Int
    /// How the item stands against the reader's library, when a section ranks by it.
    public var library: LibraryMatch?
    /// The line shown under a paper's title: its TL;DR or the key sentence of its abstract.
    public var summaryLine: SummaryLine?

    /// Creates an entry.
    public init(item: Item, reasons: [MatchReason] = [], badges: [String] = [], isUpdate: Bool = false,
                previousVersion: Int? = nil, isCrossList: Bool = false, score: Int = 0) {
        self.item = item
        self.reasons = reasons
        self.badges = badges
        self.isUpdate = isUpdate
        self.previousVersion = previousVersion
        self.isCrossList = isCrossList
        self.score = score
    }
}
