import PaperboyModels

extension OPMLImport {
    /// `paperboy.yml` for this digest: the starter's settings, then one source per feed and
    /// one section per folder. Every string is a double-quoted YAML scalar (JSON escaping,
    /// which YAML reads the same), so titles and URLs from the file cannot break the YAML.
    /// - Parameter from: the OPML file's name, for the opening comment.
    public func configText(from file: String) -> String {
        let quote = { (text: String) in EscapeTable.json.quoted(text) }
        var lines = [
            "# Paperboy digest config, started from \(EscapeTable.json(file)) by `paperboy init --from-opml`.",
            "# Check it with `paperboy check`, build it with `paperboy build`, look at it with",
            "# `paperboy serve`. Every key is described in docs/configuration.md of the Paperboy",
            "# repository; a typo is an error that names this file, the line and the column.",
            "#",
            "# Paths are relative to this file.",
            "",
            "title: \(quote(title ?? "Paperboy"))",
            "time_zone: UTC                # digest days are counted in this IANA zone (default UTC)",
            "# base_url: https://USER.github.io/REPO/    # where the site is published (optional)",
            "",
            "templates: templates          # files here replace the built-in theme's: see templates/README.md",
            "output: site                  # the site (default site); the workflow deploys it to GitHub Pages",
            "data: data                    # the archive, one JSON file per day (default data); commit it",
            "",
            "# One source per feed of the OPML file.",
            "sources:",
        ]
        for source in sources {
            lines.append("  - name: \(quote(source.name))")
            switch source.kind {
            case .arxiv:
                lines.append("    kind: arxiv")
                lines.append("    categories: [\(source.categories.map(quote).joined(separator: ", "))]")
            case .arxivQuery:
                lines.append("    kind: arxiv_query")
                lines.append("    query: \(quote(source.query ?? ""))")
                if let max = source.maxResults { lines.append("    max_results: \(max)") }
            case .feed, .githubSearch:
                lines.append("    url: \(quote(source.url ?? ""))")
                if source.format != .auto { lines.append("    format: \(source.format.rawValue)") }
            }
        }
        lines += ["", "# One section per top-level folder; an item can appear in several.", "sections:"]
        for section in sections {
            lines.append("  - title: \(quote(section.title))")
            if let id = section.id { lines.append("    id: \(quote(id))") }
            lines.append("    sources: [\(section.sources.map(quote).joined(separator: ", "))]")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
