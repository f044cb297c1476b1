import Foundation
import Testing
import PaperboyControllers
import PaperboyModels
@testable import PaperboyKit

@Suite struct ConfigSectionTests {
    static let base = "templates: theme\nsources:\n  - name: a\n    path: feeds/a.xml\n"

    @Test func readsEverySectionKeyAndHighlights() throws {
        let playground = try Playground()
        let config = try playground.loadConfig(Self.base + """
            data: ../archive
            sections:
              - title: Everything
                sources: [a]
                include: [llm]
                exclude: [survey]
                query: 'title:(diffusion OR "score matching") NOT author:smith'
                categories: [cs.LG, cs]
                cross_lists: false
                authors: ["Hinton, Geoffrey", Y. Bengio]
                min_stars: 100
                languages: [Swift, Rust]
                topics: [llm]
                licenses: [MIT]
                exclude_forks: true
                exclude_archived: true
                published_within_days: 7
                created_within_days: 30
                pushed_within_days: 2
                sort: stars
                limit: 20
            highlights:
              - label: Watched
                authors: [LeCun]
              - label: Diffusion
                keywords: [diffusion, "score matching"]
                query: 'title:flow*'
            """)
        let section = try #require(config.sections.first)
        #expect(section == SectionConfig(
            id: "everything", title: "Everything", sources: ["a"], include: ["llm"], exclude: ["survey"], limit: 20,
            query: try Query(parsing: #"title:(diffusion OR "score matching") NOT author:smith"#),
            categories: ["cs.LG", "cs"], crossLists: false, authors: ["Hinton, Geoffrey", "Y. Bengio"], minStars: 100,
            languages: ["Swift", "Rust"], topics: ["llm"], licenses: ["MIT"], excludeForks: true, excludeArchived: true,
            withinDays: [.published: 7, .created: 30, .pushed: 2], sort: .stars))
        #expect(try section.stages().map(\.name) == [
            "categories", "keywords", "query", "authors", "min_stars", "languages", "topics", "licenses", "exclude_forks",
            "exclude_archived", "published_within_days", "created_within_days", "pushed_within_days", "sort", "announcement", "limit",
        ])
        #expect(config.highlights == [
            HighlightConfig(label: "Watched", authors: ["LeCun"]),
            HighlightConfig(label: "Diffusion", keywords: ["diffusion", "score matching"], query: try Query(parsing: "title:flow*")),
        ])
        #expect(config.data.path == playground.url.standardizedFileURL.appendingPathComponent("archive").path)
    }

    @Test func theDefaultsAreASortByScoreAndDataBesideTheConfig() throws {
        let playground = try Playground()
        let config = try playground.loadConfig(Self.base + "sections:\n  - title: A\n")
        #expect(try config.sections[0].stages().map(\.name) == ["sort", "announcement"])
        #expect(config.sections[0].crossLists)
        #expect(config.sections[0].groupByAnnouncement)
        #expect(config.sections[0].replacements == .fold)
        #expect(config.sections[0].layout == .full)
        #expect(config.data.path == playground.url.standardizedFileURL.appendingPathComponent("site/data").path)
        #expect(config.highlights.isEmpty)
    }

    @Test func announcementOrderAndReplacementKeys() throws {
        let playground = try Playground()
        let config = try playground.loadConfig(Self.base + """
            sections:
              - title: A
                group_by_announcement: false
                replacements: hide
              - title: B
                replacements: show
              - title: C
                group_by_announcement: false
            """)
        #expect(config.sections.map(\.groupByAnnouncement) == [false, true, false])
        #expect(config.sections.map(\.replacements) == [.hide, .show, .fold])
        let stages = try config.sections.map { try $0.stages().map(\.name) }
        #expect(stages == [["sort", "announcement"], ["sort", "announcement"], ["sort"]])
        let hiding = try #require(try config.sections[0].stages().last as? AnnouncementOrder)
        #expect(hiding.dropsReplacements && !hiding.groups)
    }

    @Test func layoutReachesTheDigestAndTheSiteOptions() throws {
        let playground = try Playground()
        let config = try playground.loadConfig(Self.base + """
            sections:
              - title: A
                layout: compact
              - title: B
                layout: full
              - title: C
            """)
        #expect(config.sections.map(\.layout) == [.compact, .full, .full])
        #expect(try config.digestBuilder(ratings: config.ratings(fileSystem: .disk), fileSystem: .disk).sections.map(\.layout) == [.compact, .full, .full])
        #expect(try SiteBuild.siteOptions(config, baseURL: nil, fileSystem: .disk).compactSections == ["a"])
    }

    @Test("query errors point into the query", arguments: [
        // A plain scalar: the value starts at column 12.
        ("    query: a AND\n", "site/paperboy.yml:7:17: sections[0].query: expected a term after AND (query column 6)"),
        // A quoted scalar: one more for the quote.
        ("    query: 'a (b'\n", "site/paperboy.yml:7:15: sections[0].query: this '(' is never closed (query column 3)"),
        ("    query: \"titel:x\"\n",
         #"site/paperboy.yml:7:13: sections[0].query: unknown field "titel:" (fields: title:, abstract:, author:, comment:; quote the text to search for a colon) (query column 1)"#),
        // A block scalar: the second line of the query.
        ("    query: |\n      diffusion\n      AND (x OR y\n", "site/paperboy.yml:9:11: sections[0].query: this '(' is never closed (query column 15)"),
        // Running out of query points just past its last word, not past a block's final newline.
        ("    query: |\n      diffusion AND\n", "site/paperboy.yml:8:20: sections[0].query: expected a term after AND (query column 14)"),
        // A folded plain scalar over two lines.
        ("    query: diffusion\n      AND )\n", "site/paperboy.yml:8:11: sections[0].query: expected a term after AND, found ) (query column 15)"),
        ("    query: ''\n", "site/paperboy.yml:7:13: sections[0].query: the query is empty (query column 1)"),
        // A lower-case operator would make the query need every word: the line and column of the word.
        ("    query: '\"language model*\" or llm'\n",
         #"site/paperboy.yml:7:31: sections[0].query: "or" is not an operator: write OR (operators are upper case), or quote it ("or") to search for the word (query column 19)"#),
    ])
    func queryErrors(yaml: String, expected: String) throws {
        let playground = try Playground()
        #expect(try playground.configError(Self.base + "sections:\n  - title: A\n" + yaml) == expected)
    }

    @Test("other section and highlight errors", arguments: [
        ("sections:\n  - title: A\n    sort: newest\n",
         #"site/paperboy.yml:7:11: sections[0].sort: unknown sort "newest" (expected one of: score, date, stars, library)"#),
        ("sections:\n  - title: A\n    replacements: collapse\n",
         #"site/paperboy.yml:7:19: sections[0].replacements: unknown replacements "collapse" (expected one of: fold, show, hide)"#),
        ("sections:\n  - title: A\n    layout: tiny\n",
         #"site/paperboy.yml:7:13: sections[0].layout: unknown layout "tiny" (expected one of: full, compact)"#),
        ("sections:\n  - title: A\n    group_by_announcement: yes please\n",
         "site/paperboy.yml:7:28: sections[0].group_by_announcement: expected true or false"),
        ("sections:\n  - title: A\n    min_stars: -1\n", "site/paperboy.yml:7:16: sections[0].min_stars: min_stars must be at least 0, got -1"),
        ("sections:\n  - title: A\n    published_within_days: 0\n",
         "site/paperboy.yml:7:28: sections[0].published_within_days: published_within_days must be at least 1, got 0"),
        ("sections:\n  - title: A\n    cross_lists: maybe\n", "site/paperboy.yml:7:18: sections[0].cross_lists: expected true or false"),
        ("sections:\n  - title: A\n    categories: [cs LG]\n",
         #"site/paperboy.yml:7:18: sections[0].categories[0]: expected a single word like "cs.LG" or "swift", got "cs LG""#),
        ("sections:\n  - title: A\n    authors: [\"...\"]\n",
         #"site/paperboy.yml:7:15: sections[0].authors[0]: expected a name like "Ada Lovelace" or "Lovelace, Ada", got "...""#),
        ("sections:\n  - title: A\n    authors: [\"Hinton, Geoffrey\", \"Yang, B.; Wu, D.\"]\n",
         #"site/paperboy.yml:7:35: sections[0].authors[1]: "Yang, B.; Wu, D." names 2 people; write one name per entry: ["Yang, B.", "Wu, D."]"#),
        ("sections:\n  - title: A\n    exclude: [\"net*work\"]\n",
         #"site/paperboy.yml:7:19: sections[0].exclude[0]: invalid keyword term "net*work": `*` may only end a word, as in `network*`"#),
        ("highlights:\n  - authors: [Hinton]\n", "site/paperboy.yml:6:5: highlights[0]: a highlight needs a label: (the badge text)"),
        ("highlights:\n  - label: X\n", "site/paperboy.yml:6:5: highlights[0]: a highlight needs authors:, keywords: or a query:"),
        ("highlights:\n  - label: X\n    keywords: [ok, \"*\"]\n",
         #"site/paperboy.yml:7:21: highlights[0].keywords[1]: invalid keyword term "*": `*` must follow a word, as in `network*`"#),
        ("highlights:\n  - label: X\n    query: a OR\n", "site/paperboy.yml:7:16: highlights[0].query: expected a term after OR (query column 5)"),
        ("highlights:\n  - label: X\n    colour: red\n",
         #"site/paperboy.yml:7:5: highlights[0].colour: unknown key "colour" (expected one of: label, authors, keywords, query)"#),
        ("data: ''\n", "site/paperboy.yml:5:7: data: must not be empty"),
    ])
    func otherErrors(yaml: String, expected: String) throws {
        let playground = try Playground()
        #expect(try playground.configError(Self.base + yaml) == expected)
    }
}
