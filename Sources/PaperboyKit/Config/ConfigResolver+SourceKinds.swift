import Foundation
import PaperboyModels
import PaperboyServices

extension ConfigResolver {
    /// The keys each kind of source takes.
    static let sourceKeys: [SourceConfig.Kind: [ConfigFile.Source.CodingKeys]] = [
        .feed: [.name, .kind, .path, .url, .format],
        .arxiv: [.name, .kind, .categories, .batchSize, .announce],
        .arxivQuery: [.name, .kind, .query, .maxResults, .pageSize, .days],
        .githubSearch: [.name, .kind, .query, .sort, .order, .maxResults],
    ]

    /// Refuses a key that belongs to another kind (`sort:` on an arxiv source), at the key.
    func checkKeys(_ entry: ConfigFile.Source, kind: SourceConfig.Kind, at path: ConfigPath) throws {
        let allowed = Self.sourceKeys[kind] ?? []
        for key in entry.keys where !allowed.contains(key) {
            throw ConfigIssue(path.appending(key.stringValue),
                              "\"\(key.stringValue)\" does not apply to kind \(kind.rawValue) (its keys: \(allowed.map(\.stringValue).joined(separator: ", ")))",
                              target: .key)
        }
    }

    func resolveSource(_ entry: ConfigFile.Source, name: String, kind: SourceConfig.Kind, folder: URL, at path: ConfigPath) throws -> SourceConfig {
        switch kind {
        case .feed: return try resolveFeed(entry, name: name, folder: folder, at: path)
        case .arxiv: return try resolveArxiv(entry, name: name, at: path)
        case .arxivQuery:
            let query = try required(entry.query, "query", kind: kind, at: path)
            let max = try bounded(entry.maxResults, "max_results", 1...100_000, at: path)
            let page = try bounded(entry.pageSize, "page_size", 1...2000, at: path)
            let days = try bounded(entry.days, "days", 1...3650, at: path)
            return SourceConfig(name: name, kind: kind, query: query, maxResults: max, pageSize: page, days: days)
        case .githubSearch:
            let query = try required(entry.query, "query", kind: kind, at: path)
            do {
                try QueryTemplate.validate(query)
            } catch let error as QueryTemplateError {
                throw ConfigIssue(path.appending("query"), error.reason, underlying: error)
            }
            let sort = try oneOf(entry.sort, "sort", ["stars", "forks", "help-wanted-issues", "updated"], at: path)
            let order = try oneOf(entry.order, "order", ["desc", "asc"], at: path)
            let max = try bounded(entry.maxResults, "max_results", 1...GitHubSearchSource.resultCap, at: path)
            return SourceConfig(name: name, kind: kind, query: query, maxResults: max, sort: sort, order: order)
        }
    }

    private func resolveFeed(_ entry: ConfigFile.Source, name: String, folder: URL, at path: ConfigPath) throws -> SourceConfig {
        let formatText = entry.format ?? FeedKind.auto.rawValue
        guard let format = FeedKind(rawValue: formatText) else {
            let known = FeedKind.allCases.map(\.rawValue).joined(separator: ", ")
            throw ConfigIssue(path.appending("format"), "unknown format \"\(formatText)\" (expected one of: \(known))")
        }
        let file = try nonEmpty(entry.path, at: path.appending("path"))
        let urlText = try nonEmpty(entry.url, at: path.appending("url"))
        switch (file, urlText) {
        case (let file?, nil):
            return SourceConfig(name: name, kind: .feed, file: URL(fileURLWithPath: file, relativeTo: folder).standardizedFileURL, format: format)
        case (nil, let text?):
            guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased() ?? ""), url.host != nil else {
                throw ConfigIssue(path.appending("url"), "url must be an absolute http(s) URL, got \"\(text)\" (for a file, use path:)")
            }
            return SourceConfig(name: name, kind: .feed, url: url, format: format)
        case (.some, .some):
            throw ConfigIssue(path.appending("url"), "give either path: or url:, not both")
        case (nil, nil):
            throw ConfigIssue(path, "a feed source needs a path: (relative to the config file) or a url:")
        }
    }

    private func resolveArxiv(_ entry: ConfigFile.Source, name: String, at path: ConfigPath) throws -> SourceConfig {
        guard let categories = entry.categories, !categories.isEmpty else {
            throw ConfigIssue(entry.categories == nil ? path : path.appending("categories"), "an arxiv source needs categories: (like [cs.LG, cs.CL])")
        }
        for (index, category) in categories.enumerated() where !Self.isCategory(category) {
            throw ConfigIssue(path.appending("categories").appending(index), "\"\(category)\" is not an arXiv category (like cs.LG, math.PR or hep-th)")
        }
        let batch = try bounded(entry.batchSize, "batch_size", 1...2000, at: path) ?? 100
        var types: [AnnounceType]?
        if let announce = entry.announce {
            types = try announce.enumerated().map { index, text in
                guard let type = AnnounceType(rawValue: text) else {
                    throw ConfigIssue(path.appending("announce").appending(index),
                                      "unknown announce type \"\(text)\" (expected: \(AnnounceType.allCases.map(\.rawValue).joined(separator: ", ")))")
                }
                return type
            }
        }
        return SourceConfig(name: name, kind: .arxiv, categories: categories, batchSize: batch, announceTypes: types)
    }

    /// `cs.LG`, `hep-th`, `math.PR`, `cond-mat.mes-hall`: one or two dot-separated parts of ASCII letters, digits and hyphens.
    static func isCategory(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count) else { return false }
        return parts.allSatisfy { part in
            !part.isEmpty && part.utf8.allSatisfy { byte in
                (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == UInt8(ascii: "-")
            }
        }
    }

    private func required(_ text: String?, _ key: String, kind: SourceConfig.Kind, at path: ConfigPath) throws -> String {
        guard let value = try nonEmpty(text, at: path.appending(key)) else {
            throw ConfigIssue(path, "a \(kind.rawValue) source needs \(key):")
        }
        return value
    }

    private func bounded(_ value: Int?, _ key: String, _ range: ClosedRange<Int>, at path: ConfigPath) throws -> Int? {
        guard let value else { return nil }
        guard range.contains(value) else {
            throw ConfigIssue(path.appending(key), "\(key) must be from \(range.lowerBound) to \(range.upperBound), got \(value)")
        }
        return value
    }

    private func oneOf(_ value: String?, _ key: String, _ allowed: [String], at path: ConfigPath) throws -> String? {
        guard let value else { return nil }
        guard allowed.contains(value) else {
            throw ConfigIssue(path.appending(key), "unknown \(key) \"\(value)\" (expected one of: \(allowed.joined(separator: ", ")))")
        }
        return value
    }
}
