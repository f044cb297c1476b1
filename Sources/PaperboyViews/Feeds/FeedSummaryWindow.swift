/// Day summaries collected oldest day first, keeping an entry's summary text only while a
/// feed could still show it.
///
/// The feeds show each section's newest `limit` entries (distinct items per day, newest
/// day first) and the site's newest `limit`, which are always among their sections'
/// newest. So once a section has `limit` newer entries, an older entry's summary can
/// never appear again and is dropped as the days come in: a year of summaries is never
/// held at once (about 27 MB for 45,000 papers).
public struct FeedSummaryWindow: Sendable {
    /// The days added so far, oldest first.
    public private(set) var days: [DaySummary] = []
    private let limit: Int
    /// Per section, the entries (day, entry index) still holding a summary, oldest first.
    private var windows: [String: [(day: Int, entry: Int)]] = [:]
    private var starts: [String: Int] = [:]

    /// A window for feeds of `limit` entries.
    public init(limit: Int) {
        self.limit = max(limit, 0)
    }

    /// Adds the next day (each later than the last).
    public mutating func append(_ summary: DaySummary) {
        var summary = summary
        let d = days.count
        var seen: [String: Set<String>] = [:]
        var distinct: [Int] = []
        for (e, entry) in summary.entries.enumerated() {
            if seen[entry.sectionID, default: []].insert(entry.itemID).inserted {
                distinct.append(e)
            } else {
                summary.entries[e].summary = nil // a repeat within its section and day: no feed shows it
            }
        }
        // A feed reads a day's entries first to last, so the last are the first to go.
        var pushed: Set<String> = []
        for e in distinct.reversed() {
            windows[summary.entries[e].sectionID, default: []].append((d, e))
            pushed.insert(summary.entries[e].sectionID)
        }
        days.append(summary)
        for section in pushed { trim(section) }
    }

    /// The days (indices into ``days``) with an entry a feed may show but whose summary is
    /// gone: a day summarised on an earlier run, when newer entries had pushed it out. Read
    /// such days again and build a new window.
    public var daysMissingSummaries: [Int] {
        var found = Set<Int>()
        for (section, window) in windows {
            for position in window[starts[section, default: 0]...] where days[position.day].entries[position.entry].summary == nil {
                found.insert(position.day)
            }
        }
        return found.sorted()
    }

    private mutating func trim(_ section: String) {
        guard var window = windows[section] else { return }
        var start = starts[section, default: 0]
        while window.count - start > limit {
            let old = window[start]
            days[old.day].entries[old.entry].summary = nil
            start += 1
        }
        if start > 1_024 { // compact now and then
            window.removeFirst(start)
            start = 0
        }
        windows[section] = window
        starts[section] = start
    }
}
