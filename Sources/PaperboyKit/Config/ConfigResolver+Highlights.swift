import PaperboyControllers

extension ConfigResolver {
    func resolveHighlights(_ raw: [ConfigFile.Highlight]?) throws -> [HighlightConfig] {
        let listPath = ConfigPath().appending("highlights")
        var highlights: [HighlightConfig] = []
        for (index, entry) in (raw ?? []).enumerated() {
            let path = listPath.appending(index)
            guard let label = try nonEmpty(entry.label, at: path.appending("label")) else {
                throw ConfigIssue(path, "a highlight needs a label: (the badge text)")
            }
            var highlight = HighlightConfig(label: label)
            highlight.authors = try names(entry.authors, at: path.appending("authors"))
            try checkTerms(include: entry.keywords ?? [], exclude: [], at: path, includeKey: "keywords")
            highlight.keywords = entry.keywords ?? []
            highlight.query = try query(entry.query, at: path.appending("query"))
            guard !highlight.authors.isEmpty || !highlight.keywords.isEmpty || highlight.query != nil else {
                throw ConfigIssue(path, "a highlight needs authors:, keywords: or a query:")
            }
            highlights.append(highlight)
        }
        return highlights
    }
}
