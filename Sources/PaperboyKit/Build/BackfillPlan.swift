import Foundation
import PaperboyModels
import PaperboyServices
import PaperboyStore

/// Which missed arXiv announcements a run fetches again: for each `arxiv` source, the
/// listing days of the last `fetch.backfill_days` before the digest day that the archive
/// holds no settled record of (announced, back-filled or no announcement), counted only
/// from the first day the archive knows the source (a new source is not back-filled).
struct BackfillPlan {
    let day: DigestDay
    let calendar: ArxivCalendar
    let window: Int

    /// The back-fill sources, oldest day first within each source.
    /// - Throws: ``StoreError`` when a day file in the window cannot be read.
    func sources(_ listings: [ArxivListingSource], archive: Archive) throws -> [ArxivBackfillSource] {
        guard window > 0, !listings.isEmpty else { return [] }
        let start = day.adding(days: -window - 1)
        let candidates = calendar.listingDays(after: start, before: day)
        guard let first = candidates.first else { return [] }
        let known = try archive.days.filter { $0 >= first && $0 < day }.map { try archive.day($0) }
        let byDay = Dictionary(known.map { ($0.day, $0) }, uniquingKeysWith: { a, _ in a })
        return listings.flatMap { listing -> [ArxivBackfillSource] in
            guard let since = firstDay(of: listing.name, in: archive, known: known) else { return [] }
            return candidates.filter { candidate in
                guard candidate > since else { return false }
                let record = byDay[candidate]?.sources.first { $0.name == listing.name }
                return record?.announcement?.isSettled != true
            }.map { ArxivBackfillSource(listing: listing, day: $0, calendar: calendar) }
        }
    }

    /// The run days missed since the last archived day before the digest day: listing days
    /// (weekdays, the workflow's schedule) in the window with no archived day at all. Empty
    /// for a new archive.
    func missedRunDays(archive: Archive) -> [DigestDay] {
        guard window > 0, let last = archive.days.last(where: { $0 < day }) else { return [] }
        let known = Set(archive.days)
        return calendar.listingDays(after: max(last, day.adding(days: -window - 1)), before: day).filter { !known.contains($0) }
    }

    /// The first day the source has a record on, as far as the window tells: the last archived
    /// day before the window when it has one (one read), else the first such day in the window.
    private func firstDay(of name: String, in archive: Archive, known: [ArchiveDay]) -> DigestDay? {
        if let earlier = archive.days.last(where: { $0 < (known.first?.day ?? day) && $0 < day.adding(days: -window) }),
           (try? archive.day(earlier).sources.contains { $0.name == name }) == true {
            return earlier
        }
        return known.first { $0.sources.contains { $0.name == name } }?.day
    }
}
