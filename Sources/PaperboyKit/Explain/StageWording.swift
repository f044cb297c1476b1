import Foundation
import PaperboyControllers
import PaperboyModels

/// Plain words for what a stage removes: in general, for `--verbose`'s counts, and for
/// one item, for `paperboy explain`.
enum StageWording {
    /// What the stage removes, in a few words (`not in cs.LG, stat.ML`); nil when it needs none.
    static func removes(_ stage: any ItemStage, day: DigestDay) -> String? {
        switch stage {
        case let stage as CategoryFilter:
            return "not in \(stage.categories.joined(separator: ", "))" + (stage.includeCrossLists ? "" : " as primary category")
        case let stage as QueryFilter: return "not matching \(stage.query.source)"
        case let stage as AuthorWatchlist: return "no author among \(list(stage.names.map(\.written)))"
        case let stage as MinimumStars: return "fewer than \(stage.count) stars"
        case let stage as RepositoryValueFilter: return "\(stage.field.rawValue) not among \(stage.values.joined(separator: ", "))"
        case let stage as RepositoryFlagFilter: return stage.flag == .fork ? "forks" : "archived repositories"
        case let stage as DateWindow: return "\(stage.field.rawValue) before \(day.adding(days: -(stage.days - 1)).isoText) or undated"
        case let stage as Limit: return "beyond the first \(stage.count)"
        case is MuteFilter: return "by a muted author or with a muted term"
        default: return nil
        }
    }

    /// Why `stage` removed `item`, which stood at `position` (0-based) of `count` candidates.
    static func removal(_ stage: any ItemStage, item: Item, trace: SectionTrace, position: Int, count: Int, day: DigestDay) -> String {
        let why: String
        switch stage {
        case let stage as CategoryFilter:
            let primary = item.paper?.primaryCategory ?? item.categories.first
            why = "its categories \(item.categories.isEmpty ? "(none)" : item.categories.joined(separator: ", "))"
                + (primary.map { " (primary \($0))" } ?? "") + " are not "
                + (stage.includeCrossLists ? "in " : "in, as primary category, ") + stage.categories.joined(separator: ", ")
        case let stage as QueryFilter:
            let found = trace.termsFound.isEmpty ? "none of its terms is in the item"
                : "terms found in the item: " + trace.termsFound.map { "\u{201C}\($0)\u{201D}" }.joined(separator: ", ")
            why = "does not match \(stage.query.source) (\(found))"
        case let stage as AuthorWatchlist:
            why = "no author (\(list(item.authors.map(\.name)))) is on the watchlist (\(list(stage.names.map(\.written))))"
        case let stage as MinimumStars:
            why = "\(item.repository?.stars ?? 0) stars, fewer than \(stage.count)"
        case let stage as RepositoryValueFilter:
            let present: [String]
            switch stage.field {
            case .language: present = item.repository?.language.map { [$0] } ?? []
            case .topic: present = item.repository?.topics ?? []
            case .license: present = item.repository?.license.map { [$0] } ?? []
            }
            why = "its \(stage.field.rawValue) (\(present.isEmpty ? "none" : present.joined(separator: ", "))) are not among "
                + stage.values.joined(separator: ", ")
        case let stage as RepositoryFlagFilter:
            why = stage.flag == .fork ? "it is a fork" : "it is archived"
        case let stage as DateWindow:
            why = dateWindow(stage, item: item, day: day)
        case let stage as Limit:
            why = "it is number \(position + 1) of \(count) after sorting, past the limit of \(stage.count)"
        case is LibraryRank:
            why = trace.libraryStanding.map(library) ?? "removed"
        case is MuteFilter:
            why = trace.mute.map(mute) ?? "removed"
        default:
            why = "removed"
        }
        return "removed by \(stage.name): \(why)"
    }

    /// `score 0.0123, rank 57 of 300 by the library score; the section keeps the top 10 (top); the last kept scored 0.2100`.
    private static func library(_ standing: LibraryRank.Standing) -> String {
        var rules: [String] = []
        if let minScore = standing.minScore { rules.append("a score of at least \(RankedItem.fixed(minScore, places: 4)) (min_score)") }
        if let top = standing.top { rules.append("the top \(top) (top)") }
        let last = standing.lowestKept.map { "the last kept scored \(RankedItem.fixed($0, places: 4))" } ?? "none was kept"
        return "score \(RankedItem.fixed(standing.score, places: 4)), rank \(standing.rank) of \(standing.of) by the library score; "
            + "the section keeps \(rules.joined(separator: " and ")); \(last)"
    }

    /// `the author Jane Doe is muted from 2024-11-28 for 30 days, until 2024-12-27 (ratings/x.yml:1)`.
    private static func mute(_ rating: Rating) -> String {
        let days = rating.days ?? Rating.defaultMuteDays
        let what: String
        switch rating.target {
        case .author(let name): what = "the author \(name)"
        case .term(let term): what = "the term \u{201C}\(term)\u{201D}"
        case .item(let id): what = id
        }
        return "\(what) is muted from \(rating.date.isoText) for \(days) day\(days == 1 ? "" : "s"), until "
            + "\(rating.date.adding(days: days - 1).isoText) (\(rating.file):\(rating.line))"
    }

    private static func dateWindow(_ stage: DateWindow, item: Item, day: DigestDay) -> String {
        let first = day.adding(days: -(stage.days - 1)).isoText
        let date: Date?
        switch stage.field {
        case .published: date = item.published ?? item.updated
        case .created: date = item.repository?.created
        case .pushed: date = item.repository?.pushed
        }
        guard let date else { return "it has no \(stage.field.rawValue) date" }
        return "\(stage.field.rawValue) \(iso(date)), before \(first) (the last \(stage.days) day\(stage.days == 1 ? "" : "s"))"
    }

    /// At most five names, then how many more.
    static func list(_ names: [String]) -> String {
        guard !names.isEmpty else { return "none" }
        let shown = names.prefix(5).joined(separator: "; ")
        return names.count > 5 ? "\(shown) and \(names.count - 5) more" : shown
    }

    /// `2024-11-28T12:00:00Z`.
    static func iso(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: date)
    }
}
