import Foundation
import Testing

/// Real builds killed (SIGKILL) at many points, each seen to be reached (``KilledBuild``): after
/// a number of lines of progress, or while the site's staging folder is there. Each time the
/// next run repairs what was left, the archive loads, no leftover stays beside the site, and
/// the site equals a render from scratch of the same archive.
@Suite(.enabled(if: PaperboyProcess.executable != nil, "the paperboy executable is not built"))
struct KillTests {
    static let kills = 40

    /// A small, deterministic generator (the test must not depend on the run).
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    private func arguments(_ command: String, _ folder: TempFolder, day: String, output: String = "site", progress: String = "--quiet") -> [String] {
        [command, "--config", PaperboyProcess.root.appendingPathComponent("Examples/paperboy.yml").path, "--date", day, progress,
         "--output", folder.url.appendingPathComponent(output).path, "--data", folder.url.appendingPathComponent("data").path]
            + (command == "build" ? ["--cache", folder.url.appendingPathComponent("cache").path] : [])
    }

    /// Starts a build and kills it at `point`; true when it was killed while it ran.
    private func killedBuild(_ folder: TempFolder, day: String, at point: KilledBuild.Point) async throws -> Bool {
        let environment = ["CI": "1", "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"]
        return try await KilledBuild.run(try #require(PaperboyProcess.executable), arguments("build", folder, day: day, progress: "--verbose"),
                                         environment: environment, at: point)
    }

    private func leftovers(_ folder: TempFolder) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.contains(".staging-") || $0.contains(".backup-") }
    }

    @Test func killedBuildsAlwaysLeaveARepairableArchiveAndSite() async throws {
        let folder = try TempFolder()
        var random = SplitMix(state: 2024)
        let first = try await PaperboyProcess.run(arguments("build", folder, day: "2024-11-28", progress: "--verbose"))
        #expect(first.status == 0)
        // The kill points: after any line of a whole build's progress but its last, and, one round in four, while the site is written.
        let lines = first.stderr.split(separator: "\n").count
        #expect(lines > 10, "a whole build's progress: \(first.stderr)")
        var killed = 0
        for round in 0..<Self.kills {
            let day = String(format: "2024-12-%02d", round % 28 + 1)
            let point: KilledBuild.Point = round % 4 == 3 ? .whileStaging(folder: folder.url, site: "site")
                : .afterLines(Int.random(in: 1..<max(lines, 2), using: &random))
            if try await killedBuild(folder, day: day, at: point) { killed += 1 }
            // The next run repairs whatever the kill left, and builds.
            let next = try await PaperboyProcess.run(arguments("build", folder, day: day))
            #expect(next.status == 0, "round \(round), killed \(point): \(next.stderr)")
            #expect(try leftovers(folder) == [], "round \(round), killed \(point)")
            // The site is exactly what the archive renders to.
            let fresh = "fresh-\(round)"
            let render = try await PaperboyProcess.run(arguments("render", folder, day: day, output: fresh))
            #expect(render.status == 0, "round \(round): \(render.stderr)")
            let rendered = try snapshot(folder.url.appendingPathComponent(fresh))
            var site = try snapshot(folder.url.appendingPathComponent("site"))
            site["report.json"] = nil
            #expect(site == rendered, "round \(round), killed \(point)")
            try FileManager.default.removeItem(at: folder.url.appendingPathComponent(fresh))
        }
        #expect(killed >= Self.kills / 2, "most kills should land while a build runs (\(killed) of \(Self.kills))")
        print("kill test: \(killed) of \(Self.kills) builds killed mid-run, each repaired by the next run")
    }

    private func snapshot(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true else { continue }
            files[String(url.path.dropFirst(folder.path.count + 1))] = try Data(contentsOf: url)
        }
        return files
    }
}
