import Foundation
import PaperboyControllers

extension ConfigResolver {
    func resolveLibrary(_ raw: ConfigFile.Library?, folder: URL) throws -> LibraryConfig? {
        guard let raw else { return nil }
        let path = ConfigPath().appending("library")
        guard let paths = raw.paths, !paths.isEmpty else {
            throw ConfigIssue(path, "a library needs paths: (BibTeX, CSL-JSON, RIS or id-list files, or folders of them)")
        }
        var urls: [URL] = []
        for (n, text) in paths.enumerated() {
            let url = URL(fileURLWithPath: text, relativeTo: folder).standardizedFileURL
            guard fileSystem.info(url) != nil else {
                throw ConfigIssue(path.appending("paths").appending(n), "no library file or folder at \(url.path) (the path is relative to the config file)")
            }
            urls.append(url)
        }
        var scoring = LibraryScoring()
        func positive(_ value: Double?, _ key: String, allowZero: Bool = false) throws -> Double? {
            guard let value else { return nil }
            guard value.isFinite, allowZero ? value >= 0 : value > 0 else {
                throw ConfigIssue(path.appending(key), "\(key) must be \(allowZero ? "zero or more" : "more than zero"), got \(value)")
            }
            return value
        }
        scoring.titleWeight = try positive(raw.titleWeight, "title_weight") ?? scoring.titleWeight
        scoring.topK = try atLeast(1, raw.topK, path, "top_k") ?? scoring.topK
        scoring.halfLifeDays = try positive(raw.halfLifeDays, "half_life_days", allowZero: true) ?? scoring.halfLifeDays
        scoring.authorBoost = try positive(raw.authorBoost, "author_boost", allowZero: true) ?? scoring.authorBoost
        for (key, value) in [("decay", raw.decay), ("recency_floor", raw.recencyFloor), ("learned_weight", raw.learnedWeight)] {
            if let value, !(value >= 0 && value <= 1) {
                throw ConfigIssue(path.appending(key), "\(key) must be between 0 and 1, got \(value)")
            }
        }
        scoring.decay = raw.decay ?? scoring.decay
        scoring.recencyFloor = raw.recencyFloor ?? scoring.recencyFloor
        scoring.learnedWeight = raw.learnedWeight ?? scoring.learnedWeight
        return LibraryConfig(paths: urls, scoring: scoring, ratings: try resolveRatings(raw, folder: folder, at: path))
    }

    /// `ratings:` (a folder that need not exist yet), `repository:` (`owner/name`) and `branch:`.
    private func resolveRatings(_ raw: ConfigFile.Library, folder: URL, at path: ConfigPath) throws -> RatingsConfig {
        let name = raw.ratings ?? RatingsConfig.defaultFolder
        guard !name.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw ConfigIssue(path.appending("ratings"), "ratings must name a folder (relative to the config file)")
        }
        let ratings = URL(fileURLWithPath: name, relativeTo: folder).standardizedFileURL
        if let repository = raw.repository, !RatingsConfig.isRepository(repository) {
            throw ConfigIssue(path.appending("repository"),
                              "repository must be a GitHub repository as owner/name (letters, digits, - in the owner; also . and _ in the name), got \"\(repository)\"")
        }
        let branch = raw.branch ?? RatingsConfig.defaultBranch
        guard !branch.isEmpty, !branch.contains(where: { $0.isWhitespace || $0.isNewline }) else {
            throw ConfigIssue(path.appending("branch"), "branch must be a branch name without spaces, got \"\(branch)\"")
        }
        return RatingsConfig(folder: ratings, repository: raw.repository, branch: branch)
    }
}

extension ConfigResolver {
    /// True for `kind: for_you`; `kind: section` (the default) is the ordinary kind.
    func isForYou(_ entry: ConfigFile.Section, at path: ConfigPath) throws -> Bool {
        switch entry.kind {
        case nil, "section": return false
        case "for_you": return true
        case let other?: throw ConfigIssue(path.appending("kind"), "unknown section kind \"\(other)\" (expected section or for_you)")
        }
    }

    /// The section's use of the library score, checked: it needs a `library:`.
    func ranking(_ entry: ConfigFile.Section, forYou: Bool, hasLibrary: Bool, at path: ConfigPath) throws -> SectionRanking? {
        let sorts = forYou || entry.sort == "library"
        if let minScore = entry.minScore, !(minScore.isFinite && minScore >= 0) {
            throw ConfigIssue(path.appending("min_score"), "min_score must be zero or more, got \(minScore)")
        }
        let top = try atLeast(1, entry.top, path, "top") ?? (forYou ? SectionRanking.forYouTop : nil)
        guard sorts || entry.minScore != nil || top != nil else { return nil }
        guard hasLibrary else {
            let key = forYou ? "kind" : entry.sort == "library" ? "sort" : entry.minScore != nil ? "min_score" : "top"
            throw ConfigIssue(path.appending(key), "ranking by the library needs a library: with paths: at the top level")
        }
        return SectionRanking(sorts: sorts, minScore: entry.minScore, top: top)
    }
}
