/// Day summaries collected oldest day first, keeping an entry's summary and content only
/// while a feed could still show them.
///
/// The feeds cover the newest `days` days that have entries (``FeedOptions/days``), so
/// once a newer day with entries pushes a day out of that window its texts can never
/// appear again and are dropped as the days come in: a year of summaries is never held
/// at once (about 27 MB for 45,000 papers).
public struct FeedSummaryWindow: Sendable {
    /// The days added so far, oldest first.
    public private(set) var days: [DaySummary] = []
    private let size: Int
    /// The days (indices into ``days``) with entries still holding their texts, oldest first.
    private var held: [Int] = []

    /// A window for feeds of the newest `days` days with entries.
    public init(days: Int) {
        size = max(days, 1)
    }

    /// Adds the next day (each later than the last).
    public mutating func append(_ summary: DaySummary) {
        var summary = summary
        var seen: [String: Set<String>] = [:]
        for (e, entry) in summary.entries.enumerated() where !seen[entry.sectionID, default: []].insert(entry.itemID).inserted {
            summary.entries[e].dropTexts() // a repeat within its section and day: no feed shows it
        }
        days.append(summary)
        guard !summary.entries.isEmpty else { return }
        held.append(days.count - 1)
        while held.count > size {
            let old = held.removeFirst()
            for e in days[old].entries.indices { days[old].entries[e].dropTexts() }
        }
    }

    /// The days (indices into ``days``) a feed shows but whose texts are gone: a day
    /// summarised on an earlier run, when newer days had pushed it out of the window. Read
    /// such days again and build a new window.
    public var daysMissingSummaries: [Int] {
        held.filter { d in
            var seen: [String: Set<String>] = [:]
            return days[d].entries.contains { entry in
                seen[entry.sectionID, default: []].insert(entry.itemID).inserted && entry.summary == nil
            }
        }
    }
}
