import Foundation
import Testing
import PaperboyModels
import PaperboyStore
@testable import PaperboyKit

/// A render reads and renders only what changed: unchanged days are neither read nor
/// rendered, and what it writes equals a render from scratch.
@Suite struct IncrementalRenderTests {
    static let config = """
        title: TITLE
        templates: TEMPLATES
        sources:
          - name: arxiv
            path: feeds/listing.xml
            format: arxiv-listing
        sections:
          - title: Learning
            categories: [cs.LG]
        """

    private let playground: Playground

    init() throws {
        playground = try Playground()
        try writeConfig(title: "Papers")
    }

    /// Three archived days and their site.
    private func renderThreeDays() async throws -> BuildReport {
        for (n, day) in ["2024-11-26", "2024-11-27", "2024-11-28"].enumerated() {
            try playground.write("feeds/listing.xml", ArxivListing.rss([ArxivListing.Entry(id: "2411.0000\(n + 1)", title: "Paper \(n + 1)")]))
            _ = try await run(.fetch, day)
        }
        return try await run(.render, "2024-11-28")
    }

    private func writeConfig(title: String) throws {
        try playground.write("paperboy.yml", Self.config.replacingOccurrences(of: "TEMPLATES", with: Playground.templates.path)
            .replacingOccurrences(of: "TITLE", with: title))
    }

    private func options(_ day: String, output: String = "site", data: String = "data") -> BuildOptions {
        BuildOptions(doors: .testing, configFile: playground.url.appendingPathComponent("paperboy.yml"), day: DigestDay(day),
                     output: playground.url.appendingPathComponent(output), data: playground.url.appendingPathComponent(data),
                     now: Playground.now, currentDirectory: playground.url)
    }

    private func run(_ mode: SiteBuild.Mode, _ day: String, output: String = "site", data: String = "data") async throws -> BuildReport {
        try ArxivListing.redate(playground.url.appendingPathComponent("feeds/listing.xml"), to: day)
        return try await SiteBuild(options: options(day, output: output, data: data), mode: mode).run()
    }

    private var dayFile: URL { playground.url.appendingPathComponent("data/days/2024/11/26.json") }

    /// Overwrites the day file in place with bytes of the same length and puts its modification time back:
    /// a reader would fail on it, but its change stamp is as before.
    private func corruptKeepingStamp() throws -> Data {
        let original = try Data(contentsOf: dayFile)
        var info = stat()
        #expect(stat(dayFile.path, &info) == 0)
        let handle = try FileHandle(forWritingTo: dayFile)
        try handle.write(contentsOf: Data(repeating: UInt8(ascii: "#"), count: original.count))
        try handle.close()
        var times = [info.st_atim, info.st_mtim]
        #expect(utimensat(AT_FDCWD, dayFile.path, &times, 0) == 0)
        return original
    }

    @Test func anUnchangedRenderReadsNoDayAndWritesNothing() async throws {
        let first = try await renderThreeDays()
        #expect(first.daysRendered == 3)
        _ = try corruptKeepingStamp()
        let again = try await run(.render, "2024-11-28")
        #expect(again.daysRendered == 0)
        #expect(again.filesWritten == 0)
        #expect(again.filesRemoved == 0)
    }

    @Test func aDayFileThatChangedIsReadAgain() async throws {
        _ = try await renderThreeDays()
        let original = try corruptKeepingStamp()
        try original.write(to: dayFile) // new bytes in place: same content, new modification time
        let touched = try await run(.render, "2024-11-28")
        #expect(touched.daysRendered == 0, "read again, but its pages show the same and are kept")
        #expect(touched.filesWritten == 0)
        try Data(repeating: UInt8(ascii: "#"), count: original.count).write(to: dayFile)
        let error = await #expect(throws: PipelineError.self) { try await run(.render, "2024-11-28") }
        let message = error.map { "\($0)" } ?? "no error"
        #expect(message.contains("days/2024/11/26.json"), "the error names the day file: \(message)")
    }

    @Test func aNewDayRendersItselfAndItsNeighbourAndMatchesAFullRender() async throws {
        _ = try await renderThreeDays()
        try playground.write("feeds/listing.xml", ArxivListing.rss([ArxivListing.Entry(id: "2411.00009", title: "Paper 9")]))
        _ = try await run(.fetch, "2024-11-29")
        let report = try await run(.render, "2024-11-29")
        #expect(report.daysRendered == 2, "the new day and the day before it, whose next link changed")
        _ = try await run(.render, "2024-11-29", output: "fresh")
        #expect(try playground.snapshot("site") == playground.snapshot("fresh"))
    }

    @Test func aConfigChangeRendersEveryDay() async throws {
        _ = try await renderThreeDays()
        try writeConfig(title: "Other papers")
        let report = try await run(.render, "2024-11-28")
        #expect(report.daysRendered == 3)
        #expect(try playground.read("site/2024/11/26/index.html").contains("Other papers"))
    }

    @Test func aNewDayReadsOnlyItselfAndTheDayBeforeAndMatchesAFullRender() async throws {
        _ = try await renderThreeDays()
        #expect(playground.exists(".site.paperboy-state/days/2024-11-26.json"), "each day's summary is kept for the next run")
        try playground.write("feeds/listing.xml", ArxivListing.rss([ArxivListing.Entry(id: "2411.00009", title: "Paper 9")]))
        _ = try await run(.fetch, "2024-11-29")
        try FileManager.default.copyItem(at: playground.url.appendingPathComponent("data"), to: playground.url.appendingPathComponent("data-copy"))
        _ = try corruptKeepingStamp() // 2024-11-26 cannot be read: its summary must come from the cache
        let report = try await run(.render, "2024-11-29")
        #expect(report.daysRendered == 2)
        _ = try await run(.render, "2024-11-29", output: "fresh", data: "data-copy")
        #expect(try playground.snapshot("site") == playground.snapshot("fresh"))
    }

    /// Adds a day with one paper to the archive.
    private func fetch(_ day: String, paper: String) async throws {
        try playground.write("feeds/listing.xml", ArxivListing.rss([ArxivListing.Entry(id: "2411.0000\(paper)", title: "Paper \(paper)")]))
        _ = try await run(.fetch, day)
    }

    @Test func aNewDayKeepsTheSearchShardsOfEarlierMonths() async throws {
        _ = try await renderThreeDays()
        try playground.write("site/search/2024-11.js", "kept, not made")
        try await fetch("2024-12-02", paper: "9")
        _ = try await run(.render, "2024-12-02")
        #expect(try playground.read("site/search/2024-11.js") == "kept, not made")
        #expect(try playground.read("site/search/2024-12.js").contains("Paper 9"))
    }

    @Test func aNewDayInANewMonthMatchesAFullRender() async throws {
        _ = try await renderThreeDays()
        try await fetch("2024-12-02", paper: "9")
        _ = try await run(.render, "2024-12-02")
        _ = try await run(.render, "2024-12-02", output: "fresh")
        #expect(try playground.snapshot("site") == playground.snapshot("fresh"))
    }

    @Test func anOlderDayThatChangedMakesItsMonthsShardAgain() async throws {
        _ = try await renderThreeDays()
        try await fetch("2024-12-02", paper: "9")
        _ = try await run(.render, "2024-12-02")
        try playground.write("site/search/2024-11.js", "made again")
        try await fetch("2024-11-27", paper: "8") // a re-fetch of an older day
        _ = try await run(.render, "2024-12-02")
        #expect(try playground.read("site/search/2024-11.js").contains("Paper 8"))
        _ = try await run(.render, "2024-12-02", output: "fresh")
        #expect(try playground.snapshot("site") == playground.snapshot("fresh"))
    }
}
