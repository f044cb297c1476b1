import Foundation

/// Runs the `paperboy` executable built beside the test bundle.
struct PaperboyProcess {
    /// The executable, or nil when it has not been built (`swift build --build-tests` builds it).
    static let executable: URL? = {
        var candidates: [URL] = []
        if let bundle = Bundle.main.executableURL { candidates.append(bundle.deletingLastPathComponent().appendingPathComponent("paperboy")) }
        candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("paperboy"))
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(root.appendingPathComponent(".build/debug/paperboy"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

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
