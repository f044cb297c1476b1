import Foundation
import Testing
@testable import PaperboyKit

@Suite struct ConfigLoadingTests {
    /// Writes `yaml` as `site/paperboy.yml` (plus a feed and a theme folder) and loads it.
    func load(_ yaml: String, in playground: Playground) throws -> PaperboyConfig {
        try playground.loadConfig(yaml)
    }

    func loadError(_ yaml: String) throws -> String {
        let playground = try Playground()
        do {
            _ = try load(yaml, in: playground)
            Issue.record("expected an error for:\n\(yaml)")
            return ""
        } catch let error as ConfigError {
            return error.description
        }
    }

    @Test func readsEveryKeyAndResolvesPaths() throws {
        let playground = try Playground()
        let config = try load("""
            title: Lab digest
            time_zone: Europe/Berlin
            base_url: https://lab.example/digest/
            templates: theme
            output: ../public
            sources:
              - name: a
                kind: feed
                path: feeds/a.xml
                format: arxiv-listing
            sections:
              - title: Language Models
                sources: [a]
                include: ["language model*", LLM]
                exclude: [survey]
                limit: 5
              - title: Everything
                id: all-items
            """, in: playground)
        let root = playground.url.standardizedFileURL
        #expect(config.title == "Lab digest")
        #expect(config.timeZone.identifier == "Europe/Berlin")
        #expect(config.baseURL?.absoluteString == "https://lab.example/digest/")
        #expect(config.templates?.path == root.appendingPathComponent("site/theme").path)
        #expect(config.output.path == root.appendingPathComponent("public").path)
        #expect(config.sources == [SourceConfig(name: "a", kind: .feed, file: root.appendingPathComponent("site/feeds/a.xml"), format: .arxivListing)])
        #expect(config.sections == [
            SectionConfig(id: "language-models", title: "Language Models", sources: ["a"], include: ["language model*", "LLM"], exclude: ["survey"], limit: 5),
            SectionConfig(id: "all-items", title: "Everything"),
        ])
    }

    @Test func appliesDefaults() throws {
        let playground = try Playground()
        let config = try load("""
            templates: theme
            sources:
              - name: a
                path: feeds/a.xml
            """, in: playground)
        #expect(config.title == "Paperboy")
        #expect(config.timeZone.secondsFromGMT() == 0)
        #expect(config.baseURL == nil)
        #expect(config.output.path == playground.url.standardizedFileURL.appendingPathComponent("site/site").path)
        #expect(config.sources.first?.format == .auto)
        #expect(config.sections == [SectionConfig(id: "all", title: "All items")])
    }

    @Test func findsTheNearestTemplatesFolder() throws {
        let playground = try Playground()
        try FileManager.default.createDirectory(at: playground.url.appendingPathComponent("Templates"), withIntermediateDirectories: true)
        let config = try load("sources:\n  - name: a\n    path: feeds/a.xml\n", in: playground)
        #expect(config.templates?.path == playground.url.standardizedFileURL.appendingPathComponent("Templates").path)
    }

    static let base = "templates: theme\nsources:\n  - name: a\n    path: feeds/a.xml\n"

    @Test("errors name the file, line, column and key", arguments: [
        ("titel: x\n" + base,
         #"site/paperboy.yml:1:1: titel: unknown key "titel" (did you mean "title"? expected one of: title, time_zone, base_url, language, templates, output, data, sources, sections, highlights, cache, fetch, library, feeds, email, item_pages, summaries)"#),
        (base + "sections:\n  - title: A\n    exlude: [x]\n",
         #"site/paperboy.yml:7:5: sections[0].exlude: unknown key "exlude" (did you mean "exclude"? expected one of: title, id, sources, include, exclude, query, categories, intro, cross_lists, authors, min_stars, languages, topics, licenses, exclude_forks, exclude_archived, published_within_days, created_within_days, pushed_within_days, sort, limit, kind, top, min_score, group_by_announcement, replacements, layout)"#),
        (base + "sections:\n  - title: A\n    include: LLM\n",
         "site/paperboy.yml:7:14: sections[0].include: expected a list"),
        (base + "sections:\n  - title: A\n    limit: ten\n",
         "site/paperboy.yml:7:12: sections[0].limit: expected a whole number"),
        (base + "sections:\n  - title: A\n    limit: 0\n",
         "site/paperboy.yml:7:12: sections[0].limit: limit must be at least 1, got 0"),
        ("time_zone: Mars/Olympus\n" + base,
         #"site/paperboy.yml:1:12: time_zone: unknown time zone "Mars/Olympus" (use an IANA name like UTC or Europe/Berlin)"#),
        ("base_url: example.org\n" + base,
         #"site/paperboy.yml:1:11: base_url: base_url must be an absolute http(s) URL, got "example.org""#),
        (base + "sections:\n  - title: A\n    sources: [a, b]\n",
         #"site/paperboy.yml:7:18: sections[0].sources[1]: no source is named "b" (sources: a)"#),
        (base + "sections:\n  - title: A\n    include: [ok, \"*\"]\n",
         #"site/paperboy.yml:7:20: sections[0].include[1]: invalid keyword term "*": `*` must follow a word, as in `network*`"#),
        (base + "sections:\n  - title: Vision\n  - title: vision!\n",
         #"site/paperboy.yml:7:12: sections[1].title: another section already has the id "vision"; set a different id:"#),
        (base + "sections:\n  - title: A\n    id: Not A Slug\n",
         #"site/paperboy.yml:7:9: sections[0].id: an id is lowercase ASCII letters and digits joined by single hyphens, like "not-a-slug""#),
        (base + "sections:\n  - id: x\n",
         "site/paperboy.yml:6:5: sections[0]: a section needs a title:"),
        ("templates: theme\nsources: []\n",
         "site/paperboy.yml:2:10: sources: list at least one source"),
        ("templates: theme\n",
         "site/paperboy.yml:1:1: sources: list at least one source"),
        (base + "summaries:\n  tldr:\n    base_url: https://api.example.org/v1\n",
         "site/paperboy.yml:7:5: summaries.tldr: model is required: the model's name as the endpoint knows it"),
        (base + "summaries:\n  tldr:\n    base_url: api.example.org\n    model: m\n",
         #"site/paperboy.yml:7:15: summaries.tldr.base_url: base_url must be an absolute http(s) URL, got "api.example.org""#),
        (base + "summaries:\n  tldr:\n    base_url: http://127.0.0.1:8080/v1\n    model: m\n    top: 0\n",
         "site/paperboy.yml:9:10: summaries.tldr.top: top must be between 1 and 50, got 0"),
        ("templates: theme\nsources:\n  - name: a\n    url: ftp://example.org/feed\n",
         #"site/paperboy.yml:4:10: sources[0].url: url must be an absolute http(s) URL, got "ftp://example.org/feed" (for a file, use path:)"#),
        ("templates: theme\nsources:\n  - name: a\n    path: feeds/a.xml\n    format: json\n",
         "site/paperboy.yml:5:13: sources[0].format: unknown format \"json\" (expected one of: auto, atom, rss, rdf, arxiv, arxiv-listing, github-search)"),
        ("templates: theme\nsources:\n  - name: a\n    kind: arxiv\n    path: x\n",
         #"site/paperboy.yml:5:5: sources[0].path: "path" does not apply to kind arxiv (its keys: name, kind, categories, batch_size, announce)"#),
        ("templates: theme\nsources:\n  - name: a\n    path: x\n  - name: a\n    path: y\n",
         #"site/paperboy.yml:5:11: sources[1].name: another source is already named "a""#),
        ("templates: nowhere\nsources:\n  - name: a\n    path: x\n",
         "site/paperboy.yml:1:12: templates: no templates folder at PLAYGROUND/site/nowhere (the path is relative to the config file)"),
        ("- just\n- a list\n",
         "site/paperboy.yml:1:1: expected a mapping of keys to values"),
        ("title: [unclosed\n",
         "site/paperboy.yml:2:1: YAML syntax: did not find expected ',' or ']'"),
        ("title: My ML digest: daily\n" + base,
         #"site/paperboy.yml:1:20: YAML syntax: mapping values are not allowed in this context (a value holding ": " must be quoted, as in title: "My digest: daily")"#),
        ("title: x\n\tdata: d\n" + base,
         "site/paperboy.yml:2:1: YAML syntax: found a tab character that violates indentation (indent with spaces, not tabs)"),
        ("nonsense_key: 1\n" + base,
         #"site/paperboy.yml:1:1: nonsense_key: unknown key "nonsense_key" (expected one of: title, time_zone, base_url, language, templates, output, data, sources, sections, highlights, cache, fetch, library, feeds, email, item_pages, summaries)"#),
    ])
    func errors(yaml: String, expected: String) throws {
        let playground = try Playground()
        do {
            _ = try load(yaml, in: playground)
            Issue.record("expected an error")
        } catch let error as ConfigError {
            #expect(error.description == expected.replacingOccurrences(of: "PLAYGROUND", with: playground.url.standardizedFileURL.path))
        }
    }

    @Test func aMissingFileIsNamed() throws {
        let playground = try Playground()
        do {
            _ = try PaperboyConfig.load(from: playground.url.appendingPathComponent("nope.yml"), currentDirectory: playground.url, fileSystem: .disk)
            Issue.record("expected an error")
        } catch let error as ConfigError {
            #expect(error.description == "nope.yml: no such file (pass --config with the path to your paperboy.yml)")
        }
    }

    @Test func duplicateKeysAreErrors() throws {
        let message = try loadError("title: a\ntitle: b\n" + Self.base)
        #expect(message.hasPrefix("site/paperboy.yml:"))
        #expect(message.contains("title"))
    }
}
