import ArgumentParser
import Foundation
import PaperboyKit

/// How `fetch` and `build` reach their sources: record, replay, offline, cache, User-Agent, strict.
struct FetchFlags: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Write every HTTP response (status, headers, body) into this folder.", valueName: "dir"))
    var record: String?

    @Option(name: .long, help: ArgumentHelp("Serve HTTP responses from a --record folder, with no network at all.", valueName: "dir"))
    var replay: String?

    @Flag(name: .long, help: "Use only the cache (and --replay, if given): no network.")
    var offline = false

    @Flag(name: .long, help: "Exit with status 3 after finishing the run if any source failed.")
    var strict = false

    @Flag(name: .customLong("dry-run"), help: "Fetch (and render) and report, but write nothing: no site, no archive.")
    var dryRun = false

    @Flag(name: .customLong("catch-up"), help: "Do nothing (print 'Nothing to do:') when the digest day is already in the archive with no failed source and no missed or failed back-fill; otherwise run as usual.")
    var catchUp = false

    @Flag(name: .customLong("retry-later"), help: "A later run today follows this one (the workflow's early run): an arXiv listing not rebuilt for the digest day yet is 'pending', not a failure; when nothing else was read, print 'Nothing to do yet:' and write nothing (exit 0).")
    var retryLater = false

    @Option(name: .long, help: ArgumentHelp("The fetch cache folder (default: cache: in the config, or .paperboy-cache beside it).", valueName: "dir"))
    var cache: String?

    @Option(name: .customLong("user-agent"), help: ArgumentHelp("The User-Agent header (default: Paperboy's, with the project URL).", valueName: "text"))
    var userAgent: String?

    func validate() throws {
        for (flag, value) in [("--record", record), ("--replay", replay), ("--cache", cache), ("--user-agent", userAgent)] {
            if let value, value.trimmingCharacters(in: .whitespaces).isEmpty { throw ValidationError("\(flag) must not be empty") }
        }
        if record != nil, replay != nil || offline {
            throw ValidationError("--record needs the network: it cannot be combined with --replay or --offline")
        }
    }

    /// The options the pipeline takes, with paths relative to `cwd`.
    func options(relativeTo cwd: URL) -> FetchOptions {
        func path(_ text: String?) -> URL? { text.map { URL(fileURLWithPath: $0, relativeTo: cwd) } }
        return FetchOptions(record: path(record), replay: path(replay), offline: offline, cache: path(cache),
                            userAgent: userAgent, environment: ProcessInfo.processInfo.environment)
    }
}
