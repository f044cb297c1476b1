import PaperboyControllers
import PaperboyFileSystem
import PaperboyModels

extension PaperboyConfig {
    /// The digest builder the config describes: its sections' stages and its highlights.
    /// A section that ranks by the library loads it here, with the archive's document
    /// frequencies (from the cache folder, brought up to date with new days).
    /// `ratings` (the reader's, ``ratingFiles(fileSystem:)``, read once per run) like, dislike and mute.
    /// - Throws: a query error, which a loaded config has already ruled out; ``ConfigError`` for an unreadable library.
    func digestBuilder(ratings: [Rating], fileSystem: FileSystem) throws -> DigestBuilder {
        try digestBuilder(scorer: sections.contains { $0.ranking != nil } ? libraryScorer(ratings: ratings, fileSystem: fileSystem) : nil,
                          ratings: ratings)
    }

    /// The digest builder with a library scorer already made (`paperboy rank` makes its own);
    /// the mutes among `ratings` lead every section's stages.
    func digestBuilder(scorer: LibraryScorer?, ratings: [Rating] = []) throws -> DigestBuilder {
        let mute = ratings.contains { $0.verdict == .mute } ? MuteFilter(ratings) : nil
        return DigestBuilder(
            title: title,
            sections: try sections.map { SectionPlan(id: $0.id, title: $0.title, sources: $0.sources,
                                                      stages: (mute.map { [$0] } ?? []) + (try $0.stages(scorer: scorer)),
                                                      replacements: $0.replacements, layout: $0.layout) },
            highlights: try highlights.map { try $0.rule() },
            timeZone: timeZone,
            keySentences: summaries.keySentence)
    }
}

extension SectionConfig {
    /// The stages, in their fixed order (after the mutes, which lead every section): categories, keywords, query, authors,
    /// repository rules, date windows, library score (`min_score`, `top`), sort,
    /// announcement order (`group_by_announcement`, `replacements: hide`), limit.
    func stages(scorer: LibraryScorer? = nil) throws -> [any ItemStage] {
        var stages: [any ItemStage] = []
        if !categories.isEmpty { stages.append(CategoryFilter(categories, includeCrossLists: crossLists)) }
        if let keywords = try Query(include: include, exclude: exclude) { stages.append(QueryFilter(keywords, name: "keywords")) }
        if let query { stages.append(QueryFilter(query)) }
        if !authors.isEmpty { stages.append(AuthorWatchlist(authors)) }
        if let minStars { stages.append(MinimumStars(minStars)) }
        if !languages.isEmpty { stages.append(RepositoryValueFilter(.language, languages)) }
        if !topics.isEmpty { stages.append(RepositoryValueFilter(.topic, topics)) }
        if !licenses.isEmpty { stages.append(RepositoryValueFilter(.license, licenses)) }
        if excludeForks { stages.append(RepositoryFlagFilter(excluding: .fork)) }
        if excludeArchived { stages.append(RepositoryFlagFilter(excluding: .archived)) }
        for field in DateWindow.Field.allCases {
            if let days = withinDays[field] { stages.append(DateWindow(field, days: days)) }
        }
        if let ranking, let scorer {
            stages.append(LibraryRank(scorer: scorer, sorts: ranking.sorts, minScore: ranking.minScore, top: ranking.top))
        }
        if ranking?.sorts != true || scorer == nil { stages.append(SortItems(by: sort)) }
        if groupByAnnouncement || replacements == .hide {
            stages.append(AnnouncementOrder(groups: groupByAnnouncement, dropsReplacements: replacements == .hide))
        }
        if let limit { stages.append(Limit(limit)) }
        return stages
    }
}

extension HighlightConfig {
    /// The controllers' rule: any author, keyword or the query.
    func rule() throws -> HighlightRule {
        var queries: [Query] = []
        if let keywords = try Query(include: keywords, exclude: []) { queries.append(keywords) }
        if let query { queries.append(query) }
        return HighlightRule(label: label, authors: authors, queries: queries)
    }
}
