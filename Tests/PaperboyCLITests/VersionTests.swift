import Foundation
import Testing

/// `paperboy --version`: the version in `VERSION` and the commit the binary was built from,
/// both written at build time by the StampBuildInfo plugin.
@Suite(.enabled(if: PaperboyProcess.executable != nil, "the paperboy executable is not built"))
struct VersionTests {
    /// `git rev-parse --short HEAD` in the repository, or nil when it is not a git checkout.
    static let head: String? = {
        guard FileManager.default.fileExists(atPath: PaperboyProcess.root.appendingPathComponent(".git").path) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "rev-parse", "--short", "HEAD"]
        process.currentDirectoryURL = PaperboyProcess.root
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }()

    @Test("--version prints 'paperboy VERSION (commit ID)' on stdout and exits 0")
    func format() async throws {
        let version = try String(contentsOf: PaperboyProcess.root.appendingPathComponent("VERSION"), encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let result = try await PaperboyProcess.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let match = result.stdout.wholeMatch(of: /paperboy (\S+) \(commit ([0-9a-f]{7}|unknown)\)\n/)
        #expect(match != nil, "unexpected --version output: \(result.stdout)")
        #expect(match.map { String($0.1) } == version)
    }

    @Test("the commit is the checkout's HEAD", .enabled(if: head != nil, "not a git checkout (or git is not installed): the commit cannot be compared"))
    func commit() async throws {
        let result = try await PaperboyProcess.run(["--version"])
        let commit = result.stdout.firstMatch(of: /\(commit ([0-9a-f]+)\)/).map { String($0.1) }
        #expect(commit == Self.head)
    }

    @Test("--help lists --version")
    func help() async throws {
        let result = try await PaperboyProcess.run(["--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("--version"))
    }
}
