import Foundation
import PaperboyFileSystem
import PaperboyModels
import PaperboyServices
import PaperboyTestSupport
import Testing
@testable import PaperboyKit

/// The disk and the network are chosen once, at the top: a build and a rank given a folder
/// that exists only behind their file system, and a network that answers nothing, do all
/// their work through those doors and touch no other path.
@Suite struct DoorTests {
    private func project() throws -> (Playground, MappedFileSystem) {
        let playground = try Playground()
        try playground.write("paperboy.yml", RankTests.config.replacingOccurrences(of: "TEMPLATES", with: "templates"))
        try playground.write("about.md", "A digest behind *doors*.")
        try playground.write("templates/assets/doors.css", "body { color: teal }\n")
        try playground.write("feeds/listing.xml", ArxivListing.rss(RankTests.entries))
        try playground.write("library/refs.bib", "@article{a, title = {Sparse attention transformers for long documents}, year = {2024}}\n")
        try playground.write("ratings/.keep", "")
        return (playground, MappedFileSystem(folder: playground.url))
    }

    private static func doors(_ mapped: MappedFileSystem, _ network: ScriptedTransport) -> Doors {
        Doors(fileSystem: mapped.fileSystem, network: .always(network))
    }

    private static func refusing() -> ScriptedTransport {
        ScriptedTransport(clock: ManualClock()) { request, _ in
            throw HTTPTransportError(.invalidResponse, url: request.url, reason: "this test has no network")
        }
    }

    @Test("a build reads and writes only through its doors")
    func buildGoesThroughTheDoors() async throws {
        let (playground, mapped) = try project()
        let network = Self.refusing()
        let options = BuildOptions(doors: Self.doors(mapped, network), configFile: mapped.url("paperboy.yml"), day: DigestDay("2024-11-28"),
                                   now: Playground.now, currentDirectory: mapped.root)
        let report = try await SiteBuild(options: options, mode: .build).run()
        #expect(mapped.strayPaths == [])
        #expect(network.sent.isEmpty)
        #expect(report.itemCount == 2, "the two cs.LG papers; the q-bio one is in no section")
        let touched = mapped.touchedPaths
        for path in ["paperboy.yml", "about.md", "templates/assets/doors.css", "feeds/listing.xml", "library/refs.bib", "data/index.json", "data/.lock"] {
            #expect(touched.contains(path), "\(path) was not reached through the run's file system")
        }
        #expect(touched.contains { $0.hasSuffix("2024/11/28/index.html") })
        #expect(try playground.read("site/assets/doors.css") == "body { color: teal }\n")
        #expect(try playground.read("site/about.html").contains("behind <em>doors</em>"))
        #expect(playground.exists("data/index.json"))
    }

    @Test("rank reads the config, library and archive and writes its term cache only through its door")
    func rankGoesThroughTheDoor() async throws {
        let (playground, mapped) = try project()
        let build = BuildOptions(doors: Self.doors(mapped, Self.refusing()), configFile: mapped.url("paperboy.yml"), day: DigestDay("2024-11-28"),
                                 now: Playground.now, currentDirectory: mapped.root)
        _ = try await SiteBuild(options: build, mode: .build).run()
        #expect(!playground.exists(".paperboy-cache/library-df/total.tsv"), "the build ranks its day before the archive stamps it")
        let options = RankOptions(configFile: mapped.url("paperboy.yml"), currentDirectory: mapped.root, date: "2024-11-28",
                                  format: .json, fileSystem: mapped.fileSystem)
        let ranking = try DayRanking.run(options)
        #expect(mapped.strayPaths == [])
        #expect(ranking.items.first?.id == "2411.00001")
        #expect(playground.exists(".paperboy-cache/library-df/total.tsv"), "the term cache is written through the door")
        #expect(mapped.touchedPaths.contains(".paperboy-cache/library-df/total.tsv"))
    }

    @Test("a path the run was not given is refused and named")
    func strayPathsAreCaught() throws {
        let mapped = MappedFileSystem(folder: FileManager.default.temporaryDirectory)
        #expect(throws: MappedFileSystem.Stray.self) { try mapped.fileSystem.read(URL(fileURLWithPath: "/etc/hostname")) }
        #expect(mapped.fileSystem.info(URL(fileURLWithPath: "/tmp")) == nil)
        #expect(mapped.strayPaths == ["/etc/hostname", "/tmp"])
    }
}
