import Foundation
import PaperboyTestSupport

/// Runs the `paperboy` executable: the release build under `make test` (``PaperboyExecutable``).
struct PaperboyProcess {
    /// The executable, or nil when none is named or built.
    static let executable: URL? = PaperboyExecutable.url

    /// The repository root.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    struct Result: Sendable {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `paperboy arguments…` in `directory` with `CI=1` (and `environment` over the
    /// process's own; a nil value unsets) and waits for it.
    ///
    /// The waiting happens on threads of its own: a test that blocked in it would hold one of
    /// Swift concurrency's few threads (two on a 2-core machine) for the whole run, and every
    /// other test, timed ones included, would stall behind it.
    static func run(_ arguments: [String], in directory: URL = root, environment extra: [String: String?] = [:]) async throws -> Result {
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
        let child = Child(process)
        try process.run()
        return await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: child.collect()) }.start()
        }
    }

    /// A started process and its pipes, read to their ends on two threads (a child that fills
    /// one pipe while the other is read would otherwise wait forever).
    private final class Child: @unchecked Sendable {
        let process: Process
        let out = Pipe(), err = Pipe()
        private var errData = Data()

        init(_ process: Process) {
            self.process = process
            process.standardOutput = out
            process.standardError = err
        }

        func collect() -> Result {
            let errRead = DispatchSemaphore(value: 0)
            Thread { [self] in
                errData = err.fileHandleForReading.readDataToEndOfFile()
                errRead.signal()
            }.start()
            let outData = out.fileHandleForReading.readDataToEndOfFile()
            errRead.wait()
            process.waitUntilExit()
            return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                          stderr: String(decoding: errData, as: UTF8.self))
        }
    }

    struct MissingExecutable: Error, CustomStringConvertible {
        var description: String { "the paperboy executable is not built (run swift build --build-tests)" }
    }
}
