import PaperboyModels

/// What the archive knows without reading any day: every item id with the day it
/// was first seen and its latest arXiv version, and every day with its revision.
///
/// `index.json` is small next to the days (one line per item), it is the only
/// file a fetch must read to know what is new, and it is the commit point of
/// every transaction: a day file counts only once the index names its revision.
public struct ArchiveIndex: Hashable, Sendable {
    /// What the index says of a day.
    public struct DayEntry: Hashable, Sendable, Codable {
        /// The number of committed writes of the day's file; the file says the same.
        public var revision: Int
        /// Items first seen that day.
        public var items: Int
        /// New versions seen that day.
        public var updates: Int
        /// The day's arXiv status.
        public var status: DayStatus

        /// Creates an entry.
        public init(revision: Int, items: Int, updates: Int, status: DayStatus) {
            self.revision = revision
            self.items = items
            self.updates = updates
            self.status = status
        }
    }

    /// What the index says of an item.
    public struct ItemEntry: Hashable, Sendable, Codable {
        /// The day it was first seen: the day it belongs to.
        public var day: DigestDay
        /// The latest arXiv version seen, when known.
        public var version: Int?
        /// The day that version was seen, when it came after the first.
        public var updated: DigestDay?

        /// Creates an entry.
        public init(day: DigestDay, version: Int? = nil, updated: DigestDay? = nil) {
            self.day = day
            self.version = version
            self.updated = updated
        }
    }

    /// The file format written; older formats are read, newer ones refused.
    public static let currentFormat = 1

    /// Every day in the archive.
    public var days: [DigestDay: DayEntry]
    /// Every item, by ``Item/id``.
    public var items: [String: ItemEntry]

    /// Creates an index.
    public init(days: [DigestDay: DayEntry] = [:], items: [String: ItemEntry] = [:]) {
        self.days = days
        self.items = items
    }
}
