import Foundation
import PaperboyControllers
import PaperboyModels
import PaperboyServices

extension ConfigResolver {
    func resolveSources(_ raw: [ConfigFile.Source]?, folder: URL) throws -> [SourceConfig] {
        let listPath = ConfigPath().appending("sources")
        guard let raw, !raw.isEmpty else { throw ConfigIssue(listPath, "list at least one source") }
        var seen = Set<String>()
        var sources: [SourceConfig] = []
        for (index, entry) in raw.enumerated() {
            let path = listPath.appending(index)
            guard let name = try nonEmpty(entry.name, at: path.appending("name")) else {
                throw ConfigIssue(path, "a source needs a name:")
            }
            guard seen.insert(name).inserted else {
                throw ConfigIssue(path.appending("name"), "another source is already named \"\(name)\"")
            }
            let kindText = entry.kind ?? SourceConfig.Kind.feed.rawValue
            guard let kind = SourceConfig.Kind(rawValue: kindText) else {
                let known = SourceConfig.Kind.allCases.map(\.rawValue).joined(separator: ", ")
                throw ConfigIssue(path.appending("kind"), "unknown source kind \"\(kindText)\" (expected one of: \(known))")
            }
            try checkKeys(entry, kind: kind, at: path)
            sources.append(try resolveSource(entry, name: name, kind: kind, folder: folder, at: path))
        }
        return sources
    }

    func resolveSections(_ raw: [ConfigFile.Section]?, sourceNames: [String]) throws -> [SectionConfig] {
        let listPath = ConfigPath().appending("sections")
        guard let raw else { return [SectionConfig(id: "all", title: "All items")] }
        guard !raw.isEmpty else { throw ConfigIssue(listPath, "list at least one section, or leave sections: out for one with every item") }
        var seen = Set<String>()
        var sections: [SectionConfig] = []
        for (index, entry) in raw.enumerated() {
            let path = listPath.appending(index)
            guard let title = try nonEmpty(entry.title, at: path.appending("title")) else {
                throw ConfigIssue(path, "a section needs a title:")
            }
            let id = try sectionID(entry, title: title, at: path)
            guard seen.insert(id).inserted else {
                throw ConfigIssue(path.appending(entry.id == nil ? "title" : "id"), "another section already has the id \"\(id)\"; set a different id:")
            }
            for (n, name) in (entry.sources ?? []).enumerated() where !sourceNames.contains(name) {
                throw ConfigIssue(path.appending("sources").appending(n), "no source is named \"\(name)\" (sources: \(sourceNames.joined(separator: ", ")))")
            }
            for key in ["include", "exclude"] {
                for (n, term) in ((key == "include" ? entry.include : entry.exclude) ?? []).enumerated() {
                    do {
                        _ = try KeywordTerm(term)
                    } catch let error as KeywordTermError {
                        throw ConfigIssue(path.appending(key).appending(n), error.description, underlying: error)
                    }
                }
            }
            if let limit = entry.limit, limit < 1 {
                throw ConfigIssue(path.appending("limit"), "limit must be at least 1, got \(limit)")
            }
            sections.append(SectionConfig(id: id, title: title, sources: entry.sources, include: entry.include ?? [],
                                          exclude: entry.exclude ?? [], limit: entry.limit))
        }
        return sections
    }

    private func sectionID(_ entry: ConfigFile.Section, title: String, at path: ConfigPath) throws -> String {
        if let id = entry.id {
            guard DigestSection.slug(from: id) == id, !id.isEmpty else {
                throw ConfigIssue(path.appending("id"), "an id is lowercase ASCII letters and digits joined by single hyphens, like \"\(DigestSection.slug(from: id).isEmpty ? "my-section" : DigestSection.slug(from: id))\"")
            }
            return id
        }
        let slug = DigestSection.slug(from: title)
        guard !slug.isEmpty else { throw ConfigIssue(path.appending("title"), "cannot make an id from this title; set id:") }
        return slug
    }
}
