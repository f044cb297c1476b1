import Foundation
import PaperboyModels

/// Builds a day's ``Digest`` from what the archive holds for that day.
///
/// Each item's text is indexed once (against the vocabulary of every query in
/// the sections and highlights) and highlights are decided once; then each
/// section takes the day's items from its sources, in archive order (by id), and
/// runs its stages in order. An item may land in several sections. The result
/// depends only on the inputs.
public struct DigestBuilder: Sendable {
    /// The site title.
    public let title: String
    /// The sections in display order.
    public let sections: [SectionPlan]
    /// Badges applied wherever an item appears.
    public let highlights: [HighlightRule]
    /// How matches add up to scores.
    public let weights: ScoreWeights
    /// The zone days are counted in.
    public let timeZone: TimeZone
    /// Whether a paper without a TL;DR shows the key sentence of its abstract.
    public let keySentences: Bool
    let vocabulary: Vocabulary
    private let needsNames: Bool
    private let highlightMatchers: [[QueryMatcher]]
    let cache = FoldCache()

    /// Creates a builder.
    public init(title: String, sections: [SectionPlan], highlights: [HighlightRule] = [],
                weights: ScoreWeights = ScoreWeights(), timeZone: TimeZone = TimeZone(identifier: "UTC")!, keySentences: Bool = true) {
        self.title = title
        self.keySentences = keySentences
        self.sections = sections
        self.highlights = highlights
        self.weights = weights
        self.timeZone = timeZone
        let needs = sections.flatMap { $0.stages.map(\.needs) }
        let vocabulary = Vocabulary(terms: needs.flatMap(\.terms) + highlights.flatMap { $0.queries.flatMap(\.terms) })
        self.vocabulary = vocabulary
        needsNames = needs.contains(where: \.authorNames) || highlights.contains { !$0.authors.isEmpty }
        highlightMatchers = highlights.map { rule in rule.queries.map { QueryMatcher($0.root, vocabulary: vocabulary) } }
    }

    /// Builds the digest for one archived day.
    /// - Throws: ``DigestBuildError`` for a duplicate section id or a failing stage (keeping the stage's error).
    public func build(_ day: ArchiveDay) throws -> Digest {
        try tallied(day).digest
    }

    /// Builds the digest for one archived day and counts, per section, what each stage removed.
    /// - Throws: ``DigestBuildError`` for a duplicate section id or a failing stage (keeping the stage's error).
    public func tallied(_ day: ArchiveDay) throws -> TalliedDigest {
        try checkSectionIDs()
        let (pool, poolSources) = candidates(for: day)
        var built: [DigestSection] = []
        var tallies: [SectionTally] = []
        built.reserveCapacity(sections.count)
        tallies.reserveCapacity(sections.count)
        for plan in sections {
            let offered = offered(to: plan, pool, poolSources)
            var stages: [StageTally] = []
            stages.reserveCapacity(plan.stages.count)
            let kept = try run(plan, offered, day: day.day) { _, stage, before, after in
                stages.append(StageTally(stage: stage.name, removed: before.count - after.count))
            }
            built.append(DigestSection(id: plan.id, title: plan.title, entries: kept.map(\.entry), replacements: plan.replacements,
                                       layout: plan.layout))
            tallies.append(SectionTally(sectionID: plan.id, sources: plan.sources, candidates: offered.count, stages: stages, shown: kept.count))
        }
        let digest = Digest(day: day.day, title: title, sections: built, sources: day.sources, status: day.status)
        return TalliedDigest(digest: digest, records: day.items.count, duplicates: day.items.count - pool.count, sections: tallies)
    }

    func checkSectionIDs() throws {
        var sectionIDs = Set<String>()
        for plan in sections where !sectionIDs.insert(plan.id).inserted {
            throw DigestBuildError(sectionID: plan.id, stage: nil, reason: "two sections share the id \"\(plan.id)\"")
        }
    }

    /// The pool's candidates from the section's sources, in pool order.
    func offered(to plan: SectionPlan, _ pool: [Candidate], _ poolSources: [[String]]) -> [Candidate] {
        guard let wanted = plan.sources.map(Set.init) else { return pool }
        return zip(pool, poolSources).filter { !wanted.isDisjoint(with: $0.1) }.map(\.0)
    }

    /// Runs the section's stages in order, calling `after` with each stage's index, the stage,
    /// the candidates it was given and what it kept.
    func run(_ plan: SectionPlan, _ offered: [Candidate], day: DigestDay,
             after: (Int, any ItemStage, [Candidate], [Candidate]) -> Void) throws -> [Candidate] {
        var current = offered
        let context = StageContext(day: day, timeZone: timeZone, sectionID: plan.id, vocabulary: vocabulary,
                                   weights: weights, cache: cache)
        for (index, stage) in plan.stages.enumerated() {
            let before = current
            do {
                current = try stage.run(current, in: context)
            } catch {
                throw DigestBuildError(sectionID: plan.id, stage: stage.name, reason: "\(error)", underlying: error)
            }
            after(index, stage, before, current)
        }
        return current
    }

    /// The badge of a paper fetched again from the API after its listing was missed.
    public static let backfilledBadge = DigestEntry.backfilledBadge

    /// Every item of the day once (the first record of an id wins), indexed and highlighted, with its sources.
    func candidates(for day: ArchiveDay) -> ([Candidate], [[String]]) {
        let indexer = TextIndexer(vocabulary: vocabulary, cache: cache)
        var seen = Set<String>()
        var pool: [Candidate] = []
        var sources: [[String]] = []
        let backfilled = Set(day.sources.filter { $0.announcement == .backfilled }.map(\.name))
        pool.reserveCapacity(day.items.count)
        let window = ArxivCalendar().submissionWindow(for: day.day)
        let tldrs = Self.tldrsByItem(day.tldrs)
        for archived in day.items where seen.insert(archived.item.id).inserted {
            // Shortcodes and TeX made readable once, here, for every output and for matching.
            var item = archived.item.readable
            // A paper only an API search found is new on this day when it was submitted in the
            // window this day's listing announces; any other stays "found by search" (AnnouncementGroup).
            if item.paper?.announceType == nil, let submitted = item.published, window.contains(submitted) {
                item.paper?.announceType = .new
            }
            let entry = DigestEntry(item: item, isUpdate: archived.isUpdate || (item.paper?.announceType?.isUpdate ?? false),
                                    previousVersion: archived.previousVersion,
                                    isCrossList: item.paper?.announceType?.isCrossList ?? false)
            var candidate = Candidate(entry: entry, text: indexer.index(item, names: needsNames))
            if item.kind == .paper {
                candidate.entry.summaryLine = SummaryLine.of(abstract: item.summary, tldr: tldrs[item.id], keySentence: keySentences)
            }
            if !backfilled.isEmpty, archived.sources.contains(where: backfilled.contains) {
                candidate.entry.badges.append(Self.backfilledBadge)
            }
            for (rule, matchers) in zip(highlights, highlightMatchers) where applies(rule, matchers, to: candidate) {
                candidate.entry.badges.append(rule.label)
                candidate.entry.score += weights.highlight
            }
            pool.append(candidate)
            sources.append(archived.sources)
        }
        return (pool, sources)
    }

    /// The TL;DR each item shows: a written one before a missed one, then the last by key.
    static func tldrsByItem(_ tldrs: [TLDR]) -> [String: TLDR] {
        var chosen: [String: TLDR] = [:]
        for tldr in tldrs {
            if let held = chosen[tldr.itemID], held.text != nil, tldr.text == nil { continue }
            chosen[tldr.itemID] = tldr
        }
        return chosen
    }

    private func applies(_ rule: HighlightRule, _ matchers: [QueryMatcher], to candidate: Candidate) -> Bool {
        if !rule.authors.isEmpty, !AuthorWatchlist.watchedAuthors(of: candidate, among: rule.authors, cache: cache).isEmpty {
            return true
        }
        return matchers.contains { $0.matches(candidate.text) }
    }
}
