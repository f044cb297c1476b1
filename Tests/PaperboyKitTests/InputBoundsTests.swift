import Foundation
import PaperboyModels
import Testing
@testable import PaperboyKit

/// Nothing a config names can make a run hang or fill the memory: nested YAML aliases,
/// a config or a `path:` source that is a device, a FIFO or too large.
@Suite struct InputBoundsTests {
    /// A few hundred bytes whose aliases expand nine-fold per level, under merge keys too.
    static let aliasBomb = """
        title: bomb
        a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]
        b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]
        c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]
        d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]
        e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d]
        f: &f {<<: *e, x: [*e, *e, *e, *e, *e, *e, *e, *e]}
        g: [*f, *f, *f, *f, *f, *f, *f, *f, *f]
        """

    private func loadError(_ playground: Playground, _ config: URL) throws -> ConfigError? {
        do {
            _ = try PaperboyConfig.load(from: config, currentDirectory: playground.url, fileSystem: .disk)
            return nil
        } catch let error as ConfigError {
            return error
        }
    }

    /// Counted, not timed: the scan adds up what each alias stands for (9, 90, 819, 7,380 nodes on
    /// lines 3 to 6) and stops at the first alias past the budget, `<<: *e` on line 7 (7,381 more:
    /// 15,679), before any YAML is composed; line 8 alone would stand for millions of nodes.
    @Test func nestedAliasesAreRefusedBeforeTheyExpand() throws {
        #expect(throws: YAMLAliasBudget.Excess(line: 7, column: 12, nodes: 15_679)) { try YAMLAliasBudget.check(Self.aliasBomb) }
        let playground = try Playground()
        let config = try playground.write("paperboy.yml", Self.aliasBomb)
        let error = try #require(try loadError(playground, config))
        #expect(error.line == 7 && error.column == 12)  // the first alias past the budget: `<<: *e`
        #expect(error.reason.hasPrefix("YAML aliases expand to more than 10000 nodes"))
    }

    @Test func aFewAliasesStillWork() throws {
        let playground = try Playground()
        try playground.write("feeds/a.xml", "<rss version=\"2.0\"><channel><title>A</title></channel></rss>")
        let config = try playground.write("paperboy.yml", """
            sources:
              - &feed {name: a, path: feeds/a.xml}
            sections:
              - {title: One, sources: [a]}
              - {title: Two, sources: [a]}
            """)
        #expect(try PaperboyConfig.load(from: config, currentDirectory: playground.url, fileSystem: .disk).sections.count == 2)
    }

    @Test("a config that is a device, a FIFO or too large is refused", arguments: ["/dev/zero", "fifo", "large"])
    func configThatIsNotARegularSmallFile(kind: String) throws {
        let playground = try Playground()
        var config = URL(fileURLWithPath: kind)
        if kind == "fifo" {
            config = playground.url.appendingPathComponent("paperboy.yml")
            #expect(mkfifo(config.path, 0o600) == 0)
        } else if kind == "large" {
            config = try playground.write("paperboy.yml", "title: x\n" + String(repeating: "# padding\n", count: 120_000))
        }
        let error = try #require(try loadError(playground, config))
        #expect(error.reason.contains(kind == "large" ? "over the limit" : "not a regular file"))
    }

    @Test func aPathSourceThatIsADeviceOrAFIFOFailsAloneAndTheRunGoesOn() async throws {
        let playground = try Playground()
        try playground.write("feeds/good.xml", """
            <rss version="2.0"><channel><title>Good</title>
            <item><title>A post</title><link>https://lab.example/1</link><guid>1</guid></item></channel></rss>
            """)
        #expect(mkfifo(playground.url.appendingPathComponent("feeds/fifo.xml").path, 0o600) == 0)
        let config = try playground.write("paperboy.yml", """
            templates: \(Playground.templates.path)
            sources:
              - {name: good, path: feeds/good.xml}
              - {name: zero, path: /dev/zero}
              - {name: fifo, path: feeds/fifo.xml}
            """)
        let report = try await SiteBuild(options: BuildOptions(doors: .testing, configFile: config, day: DigestDay("2024-11-28"), now: Date(),
                                                               currentDirectory: playground.url)).run()
        let run = try #require(report.run)
        #expect(run.sources.map(\.status) == [.ok, .failed, .failed])
        #expect(run.sources[1].failure?.description == "/dev/zero: not a regular file (a character device), so it is not read (fetch.max_bytes)")
        #expect(run.sources[2].failure?.description.contains("not a regular file (a FIFO)") == true)
        #expect(report.itemCount == 1)
    }
}
