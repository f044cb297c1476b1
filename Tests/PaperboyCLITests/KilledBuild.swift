import Foundation

/// A `paperboy build` killed (SIGKILL) at a point it is seen to reach, never after a guessed
/// time: once it has printed a number of progress lines (`--verbose`, one as each step and
/// each source starts or ends), or once its staging folder (`.site.staging-*`) is there, while
/// it writes the site. The waiting happens on threads of its own, not on one of Swift
/// concurrency's few (two on a 2-core machine).
struct KilledBuild {
    /// Where the build is killed.
    enum Point: Sendable, CustomStringConvertible {
        /// Once this many lines of progress have arrived.
        case afterLines(Int)
        /// Once the staging folder of the site named `site` is beside it, in `folder`.
        case whileStaging(folder: URL, site: String)

        var description: String {
            switch self {
            case .afterLines(let lines): "after \(lines) lines of progress"
            case .whileStaging(_, let site): "while .\(site).staging-* is there"
            }
        }
    }

    /// The most looks for the staging folder, one every ``pollInterval`` µs (20 s in all);
    /// a build that gets nowhere near it by then runs to its end.
    static let maxPolls = 100_000
    static let pollInterval: useconds_t = 200

    /// Runs `executable` with `arguments` and `environment`, and kills it at `point`; true when
    /// the kill landed while it ran (it died of SIGKILL), false when it ended first.
    static func run(_ executable: URL, _ arguments: [String], environment: [String: String], at point: Point) async throws -> Bool {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        let progress = Pipe()
        process.standardError = progress
        try process.run()
        return await withCheckedContinuation { continuation in
            Thread {
                switch point {
                case .afterLines(let lines): killAfter(lines: lines, of: progress, process)
                case .whileStaging(let folder, let site):
                    let drained = DispatchSemaphore(value: 0)
                    Thread {
                        _ = progress.fileHandleForReading.readDataToEndOfFile()
                        drained.signal()
                    }.start()
                    killWhenStaging(folder: folder, site: site, process)
                    drained.wait()
                }
                process.waitUntilExit()
                continuation.resume(returning: process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL)
            }.start()
        }
    }

    /// Reads the progress to its end, killing the process when line `lines` has arrived.
    private static func killAfter(lines: Int, of progress: Pipe, _ process: Process) {
        var seen = 0
        while true {
            let data = progress.fileHandleForReading.availableData
            if data.isEmpty { return }
            guard seen < lines else { continue }
            seen += data.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            if seen >= lines, process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
    }

    /// Looks for `.SITE.staging-*` in `folder` until it is there (then kills), the process has
    /// ended, or ``maxPolls`` looks were made.
    private static func killWhenStaging(folder: URL, site: String, _ process: Process) {
        let prefix = ".\(site).staging-"
        for _ in 0..<maxPolls {
            guard process.isRunning else { return }
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            if entries.contains(where: { $0.hasPrefix(prefix) }) {
                kill(process.processIdentifier, SIGKILL)
                return
            }
            usleep(pollInterval)
        }
    }
}
