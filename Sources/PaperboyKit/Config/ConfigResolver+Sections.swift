import PaperboyControllers
import PaperboyModels
import PaperboyText

extension ConfigResolver {
    func resolveSections(_ raw: [ConfigFile.Section]?, sourceNames: [String], hasLibrary: Bool = false,
                         titles: DefaultSectionTitles) throws -> [SectionConfig] {
        let listPath = ConfigPath().appending("sections")
        guard let raw else { return [SectionConfig(id: "all", title: titles.allItems)] }
        guard !raw.isEmpty else { throw ConfigIssue(listPath, "list at least one section, or leave sections: out for one with every item") }
        var seen = Set<String>()
        var sections: [SectionConfig] = []
        for (index, entry) in raw.enumerated() {
            let path = listPath.appending(index)
            let forYou = try isForYou(entry, at: path)
            let given = try nonEmpty(entry.title, at: path.appending("title"))
            guard let title = given ?? (forYou ? titles.forYou : nil) else {
                throw ConfigIssue(path, "a section needs a title:")
            }
            // A default title's id is the same in every language, so its pages keep their paths.
            let id = try sectionID(entry, title: given ?? DefaultSectionTitles.forYouID, at: path)
            guard seen.insert(id).inserted else {
                throw ConfigIssue(path.appending(entry.id == nil ? "title" : "id"), "another section already has the id \"\(id)\"; set a different id:")
            }
            for (n, name) in (entry.sources ?? []).enumerated() where !sourceNames.contains(name) {
                throw ConfigIssue(path.appending("sources").appending(n), "no source is named \"\(name)\" (sources: \(sourceNames.joined(separator: ", ")))")
            }
            try checkTerms(include: entry.include ?? [], exclude: entry.exclude ?? [], at: path)
            var section = SectionConfig(id: id, title: title, sources: entry.sources, include: entry.include ?? [],
                                        exclude: entry.exclude ?? [], limit: try atLeast(1, entry.limit, path, "limit"))
            section.query = try query(entry.query, at: path.appending("query"))
            section.categories = try words(entry.categories, at: path.appending("categories"))
            section.crossLists = entry.crossLists ?? true
            section.authors = try names(entry.authors, at: path.appending("authors"))
            section.minStars = try atLeast(0, entry.minStars, path, "min_stars")
            section.intro = entry.intro
            section.languages = try words(entry.languages, at: path.appending("languages"))
            section.topics = try words(entry.topics, at: path.appending("topics"))
            section.licenses = try words(entry.licenses, at: path.appending("licenses"))
            section.excludeForks = entry.excludeForks ?? false
            section.excludeArchived = entry.excludeArchived ?? false
            let windows: [(DateWindow.Field, Int?)] = [
                (.published, entry.publishedWithinDays), (.created, entry.createdWithinDays), (.pushed, entry.pushedWithinDays),
            ]
            for (field, days) in windows {
                section.withinDays[field] = try atLeast(1, days, path, "\(field.rawValue)_within_days")
            }
            section.ranking = try ranking(entry, forYou: forYou, hasLibrary: hasLibrary, at: path)
            if let sort = entry.sort, sort != "library" {
                guard let key = SortItems.Key(rawValue: sort) else {
                    let known = (SortItems.Key.allCases.map(\.rawValue) + ["library"]).joined(separator: ", ")
                    throw ConfigIssue(path.appending("sort"), "unknown sort \"\(sort)\" (expected one of: \(known))")
                }
                section.sort = key
            }
            // A section ordered by the library shows its best first, a new version or not:
            // neither grouped by announcement nor folded unless the config says so.
            let ranked = section.ranking?.sorts == true
            section.groupByAnnouncement = entry.groupByAnnouncement ?? !ranked
            if ranked, entry.replacements == nil { section.replacements = .show }
            if let mode = entry.replacements {
                guard let known = ReplacementMode(rawValue: mode) else {
                    let names = ReplacementMode.allCases.map(\.rawValue).joined(separator: ", ")
                    throw ConfigIssue(path.appending("replacements"), "unknown replacements \"\(mode)\" (expected one of: \(names))")
                }
                section.replacements = known
            }
            if let layout = entry.layout {
                guard let known = SectionLayout(rawValue: layout) else {
                    let names = SectionLayout.allCases.map(\.rawValue).joined(separator: ", ")
                    throw ConfigIssue(path.appending("layout"), "unknown layout \"\(layout)\" (expected one of: \(names))")
                }
                section.layout = known
            }
            sections.append(section)
        }
        return sections
    }

    /// Parses a `query:`, pointing an error at its column inside the YAML value.
    func query(_ text: String?, at path: ConfigPath) throws -> Query? {
        guard let text else { return nil }
        do {
            return try Query(parsing: text)
        } catch {
            throw ConfigIssue(path, "\(error.message) (query column \(error.column))", underlying: error, offset: error.column - 1)
        }
    }

    /// Checks `include:`/`exclude:` terms, pointing an error inside the offending entry.
    func checkTerms(include: [String], exclude: [String], at path: ConfigPath, includeKey: String = "include") throws {
        do {
            _ = try Query(include: include, exclude: exclude)
        } catch {
            let key = error.list == "include" ? includeKey : error.list
            throw ConfigIssue(path.appending(key).appending(error.index), error.description, underlying: error,
                              offset: error.error.column - 1)
        }
    }

    /// A list of non-empty values without spaces (categories, languages, topics, licences).
    func words(_ list: [String]?, at path: ConfigPath) throws -> [String] {
        for (n, value) in (list ?? []).enumerated() where value.isEmpty || value.contains(where: \.isWhitespace) {
            throw ConfigIssue(path.appending(n), "expected a single word like \"cs.LG\" or \"swift\", got \"\(value)\"")
        }
        return list ?? []
    }

    /// A list of author names, each one person with at least one letter.
    func names(_ list: [String]?, at path: ConfigPath) throws -> [String] {
        for (n, name) in (list ?? []).enumerated() {
            if PersonName(name).family.isEmpty {
                throw ConfigIssue(path.appending(n), "expected a name like \"Ada Lovelace\" or \"Lovelace, Ada\", got \"\(name)\"")
            }
            let people = CreditLine.people(name)
            if people.count > 1 {
                let list = people.map { "\"\($0.name)\"" }.joined(separator: ", ")
                throw ConfigIssue(path.appending(n), "\"\(name)\" names \(people.count) people; write one name per entry: [\(list)]")
            }
        }
        return list ?? []
    }

    /// `value`, refused below `minimum` at `path.key`.
    func atLeast(_ minimum: Int, _ value: Int?, _ path: ConfigPath, _ key: String) throws -> Int? {
        guard let value else { return nil }
        guard value >= minimum else { throw ConfigIssue(path.appending(key), "\(key) must be at least \(minimum), got \(value)") }
        return value
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
