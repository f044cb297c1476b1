import Foundation
import PaperboyTestSupport

/// Runs the `paperboy` executable: the release build under `make test` (``PaperboyExecutable``).
struct PaperboyProcess {
    /// The executable, or nil when none is named or built.
    static let executable: URL? = PaperboyExecutable.url

    /// The repository root.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `paperboy arguments…` in `directory` with `CI=1` (and `environment` over the
    /// process's own; a nil value unsets) and waits for it.
    static func run(_ arguments: [String], in directory: URL = root, environment extra: [String: String?] = [:]) throws -> Result {
        guard let executable else { throw MissingExecutable() }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = "1"
        environment["GITHUB_TOKEN"] = nil
        for (name, value) in extra { environment[name] = value }
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }

    struct MissingExecutable: Error, CustomStringConvertible {
        var description: String { "the paperboy executable is not built (run swift build --build-tests)" }
    }
}
