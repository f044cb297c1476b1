import Foundation
import PaperboyControllers
import PaperboyModels
import PaperboyText

extension DigestInspector {
    /// Why the item `id` (an arXiv id, a URL or an archive id) is or is not in the digest of
    /// `day`: which days the archive has it on, and per section which stage kept or removed it.
    /// - Parameter day: The day to explain; nil for every day the archive has the item on.
    /// - Returns: The explanation; ``ItemExplanation/found`` is false when no day holds the item.
    /// - Throws: as ``open()`` does, or a failing stage's ``DigestBuildError``.
    public func explain(_ id: String, on day: DigestDay? = nil) throws -> ItemExplanation {
        let (config, archive) = try open()
        let query = ItemQuery(id)
        var found: [(day: ArchiveDay, record: ArchivedItem)] = []
        for archivedDay in archive.days {
            let archived = try archive.day(archivedDay)
            if let record = archived.items.first(where: { query.matches($0.item) }) { found.append((archived, record)) }
        }
        guard let first = found.first else {
            let days = archive.days
            let span = days.isEmpty ? "it holds no day" : "\(days.count) day\(days.count == 1 ? "" : "s"), \(days[0].isoText) to \(days[days.count - 1].isoText)"
            return ItemExplanation(found: false, lines: ["\(query.text): no such item in the archive (\(span))."])
        }
        let item = first.record.item
        found = found.filter { $0.record.item.id == item.id }
        var lines = ["\(item.id) \u{201C}\(item.title)\u{201D}"]
        lines.append("The archive has it on " + found.map { Self.appearance($0.day.day, $0.record) }.joined(separator: "; ") + ".")
        let ratings = config.ratingFiles(fileSystem: fileSystem)
        let builder = try config.digestBuilder(ratings: ratings.ratings, fileSystem: fileSystem)
        for wanted in day.map({ [$0] }) ?? found.map(\.day.day) {
            lines.append("")
            guard let archived = found.first(where: { $0.day.day == wanted }),
                  let trace = try builder.trace(archived.day, itemID: item.id) else {
                lines.append("\(wanted.isoText): not in this day's digest: an item is shown on the day the archive first saw it, "
                             + "and again on a day that brought a new version of it (the days above).")
                continue
            }
            lines += Self.dayLines(trace, plans: builder.sections, item: archived.record.item, day: wanted)
        }
        if !ratings.warnings.isEmpty { lines += [""] + ratings.warnings }
        return ItemExplanation(found: true, lines: lines)
    }

    /// `2024-11-28 (first seen, from arxiv)` or `2024-12-02 (new version v2, from arxiv)`.
    static func appearance(_ day: DigestDay, _ record: ArchivedItem) -> String {
        let kind = record.isUpdate ? "new version" + (record.item.paper?.version.map { " v\($0)" } ?? "") : "first seen"
        return "\(day.isoText) (\(kind), from \(record.sources.joined(separator: ", ")))"
    }

    /// The lines for one day: a head line, then one per section.
    static func dayLines(_ trace: ItemTrace, plans: [SectionPlan], item: Item, day: DigestDay) -> [String] {
        let shown = trace.sections.filter { if case .shown = $0.outcome { true } else { false } }.count
        var lines = ["\(day.isoText): shown in \(shown) of \(trace.sections.count) section\(trace.sections.count == 1 ? "" : "s")."]
        if trace.records > 1 {
            lines.append("  dedupe: the day holds \(trace.records) records of this id; the first is used, the others are dropped")
        }
        if !trace.entry.badges.isEmpty { lines.append("  badges: \(trace.entry.badges.joined(separator: ", "))") }
        for (section, plan) in zip(trace.sections, plans) {
            lines.append("  \(section.sectionID): " + sectionText(section, plan: plan, item: item, sources: trace.sources, day: day))
        }
        return lines
    }

    private static func sectionText(_ section: SectionTrace, plan: SectionPlan, item: Item, sources: [String], day: DigestDay) -> String {
        switch section.outcome {
        case .notOffered:
            return "not considered: the section reads only \((plan.sources ?? []).joined(separator: ", ")); "
                + "the item came from \(sources.joined(separator: ", "))"
        case let .removed(stage, position, count):
            return StageWording.removal(plan.stages[stage], item: item, trace: section, position: position, count: count, day: day)
        case let .shown(position, count):
            var why = (section.entry?.reasons ?? []).map(\.label)
            if let match = section.entry?.library {
                why.insert("library score \(RankedItem.fixed(match.score, places: 4))"
                           + (match.closestTitle.isEmpty ? "" : ", closest \u{201C}\(match.closestTitle)\u{201D}"), at: 0)
            }
            for case let watchlist as AuthorWatchlist in plan.stages {
                for name in watchlist.names {
                    for author in item.authors where name.matches(PersonName(author.name)) {
                        why.append("watchlist entry \u{201C}\(name.written)\u{201D} matched \(author.name)")
                    }
                }
            }
            return "shown, number \(position + 1) of \(count)" + (why.isEmpty ? "" : " (\(why.joined(separator: "; ")))")
        }
    }
}
