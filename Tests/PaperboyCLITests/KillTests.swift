import Foundation
import Testing

/// Real builds killed (SIGKILL) at random points, many times: each time the next run
/// repairs what was left, the archive loads, no leftover stays beside the site, and the
/// site equals a render from scratch of the same archive.
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

    private func arguments(_ command: String, _ folder: TempFolder, day: String, output: String = "site") -> [String] {
        [command, "--config", PaperboyProcess.root.appendingPathComponent("Examples/paperboy.yml").path, "--date", day, "--quiet",
         "--output", folder.url.appendingPathComponent(output).path, "--data", folder.url.appendingPathComponent("data").path]
            + (command == "build" ? ["--cache", folder.url.appendingPathComponent("cache").path] : [])
    }

    /// Starts a build and kills it after `delay` seconds (if it is still running); true when it was killed.
    private func killedBuild(_ folder: TempFolder, day: String, after delay: Double) throws -> Bool {
        let process = Process()
        process.executableURL = try #require(PaperboyProcess.executable)
        process.arguments = arguments("build", folder, day: day)
        process.environment = ["CI": "1", "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        Thread.sleep(forTimeInterval: delay)
        let killed = process.isRunning
        if killed { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        return killed
    }

    private func leftovers(_ folder: TempFolder) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.contains(".staging-") || $0.contains(".backup-") }
    }

    @Test func killedBuildsAlwaysLeaveARepairableArchiveAndSite() async throws {
        let folder = try TempFolder()
        var random = SplitMix(state: 2024)
        let started = Date()
        #expect(try await PaperboyProcess.run(arguments("build", folder, day: "2024-11-28")).status == 0)
        var oneBuild = max(Date().timeIntervalSince(started), 0.05)
        var killed = 0
        for round in 0..<Self.kills {
            let day = String(format: "2024-12-%02d", round % 28 + 1)
            if try killedBuild(folder, day: day, after: Double.random(in: 0...(oneBuild * 0.9), using: &random)) { killed += 1 }
            // The next run repairs whatever the kill left, and builds (and times a build for the next kill).
            let nextStarted = Date()
            let next = try await PaperboyProcess.run(arguments("build", folder, day: day))
            oneBuild = max(Date().timeIntervalSince(nextStarted), 0.05)
            #expect(next.status == 0, "round \(round): \(next.stderr)")
            #expect(try leftovers(folder) == [], "round \(round)")
            // The site is exactly what the archive renders to.
            let fresh = "fresh-\(round)"
            let render = try await PaperboyProcess.run(arguments("render", folder, day: day, output: fresh))
            #expect(render.status == 0, "round \(round): \(render.stderr)")
            let rendered = try snapshot(folder.url.appendingPathComponent(fresh))
            var site = try snapshot(folder.url.appendingPathComponent("site"))
            site["report.json"] = nil
            #expect(site == rendered, "round \(round)")
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
