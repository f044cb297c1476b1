import ArgumentParser
import Foundation
import PaperboyKit

extension Paperboy {
    /// `paperboy build`: fetches the config's sources, filters them into sections and writes the site.
    struct Build: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Build the digest site from a config file.",
            discussion: """
            Fetches every source in the config (arXiv, GitHub, feeds), filters items into \
            sections, renders the templates and replaces the output folder in one step: a \
            failed build leaves the previous site as it was. A source that fails uses its \
            last good copy from the cache and the build goes on; the table at the end and \
            report.json in the output folder say which sources failed and why.

            GITHUB_TOKEN, when set, is sent to GitHub (never printed or recorded).

            Exit status: 0 built; 1 error (nothing written); 3 built, but sources failed \
            and --strict was given.

            Examples:
              paperboy build
              paperboy build --config Examples/paperboy.yml --output site --date 2024-11-28
              paperboy build --record recordings/2024-11-28
              paperboy build --replay recordings/2024-11-28 --date 2024-11-28
              paperboy build --offline --strict
            """
        )

        /// The exit status of a build whose sources failed under `--strict`.
        static let sourcesFailedExitCode: Int32 = 3

        @Option(name: .long, help: ArgumentHelp("The config file.", valueName: "file"))
        var config = "paperboy.yml"

        @Option(name: .long, help: ArgumentHelp("The digest day, YYYY-MM-DD (default: today in the config's time zone).", valueName: "date"))
        var date: String?

        @Option(name: .long, help: ArgumentHelp("The output folder (overrides output: in the config).", valueName: "dir"))
        var output: String?

        @Option(name: .long, help: ArgumentHelp("Write every HTTP response (status, headers, body) into this folder.", valueName: "dir"))
        var record: String?

        @Option(name: .long, help: ArgumentHelp("Serve HTTP responses from a --record folder, with no network at all.", valueName: "dir"))
        var replay: String?

        @Flag(name: .long, help: "Use only the cache (and --replay, if given): no network.")
        var offline = false

        @Flag(name: .long, help: "Exit with status 3 after writing the site if any source failed.")
        var strict = false

        @Option(name: .long, help: ArgumentHelp("The fetch cache folder (default: cache: in the config, or .paperboy-cache beside it).", valueName: "dir"))
        var cache: String?

        @Option(name: .customLong("user-agent"), help: ArgumentHelp("The User-Agent header (default: Paperboy's, with the project URL).", valueName: "text"))
        var userAgent: String?

        @Flag(name: .long, help: "Print each pipeline step on stderr.")
        var verbose = false

        func validate() throws {
            if let date, DigestDay(date) == nil {
                throw ValidationError("--date must be a real date written YYYY-MM-DD, got '\(date)'")
            }
            for (flag, value) in [("--output", output), ("--record", record), ("--replay", replay), ("--cache", cache), ("--user-agent", userAgent)] {
                if let value, value.trimmingCharacters(in: .whitespaces).isEmpty { throw ValidationError("\(flag) must not be empty") }
            }
            if record != nil, replay != nil || offline {
                throw ValidationError("--record needs the network: it cannot be combined with --replay or --offline")
            }
        }

        func run() async throws {
            let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
            func path(_ text: String?) -> URL? { text.map { URL(fileURLWithPath: $0, relativeTo: cwd) } }
            let fetch = FetchOptions(record: path(record), replay: path(replay), offline: offline, cache: path(cache),
                                     userAgent: userAgent, environment: ProcessInfo.processInfo.environment)
            let options = BuildOptions(configFile: URL(fileURLWithPath: config, relativeTo: cwd), day: date.flatMap(DigestDay.init),
                                       output: path(output), now: Date(), currentDirectory: cwd, fetch: fetch)
            let verbose = self.verbose
            let report: BuildReport
            do {
                report = try await SiteBuild(options: options).run { line in
                    if verbose { FileHandle.standardError.write(Data("paperboy: \(line)\n".utf8)) }
                }
            } catch {
                // One line, whatever the underlying error put in its message.
                throw CLIFailure("\(error)".split(whereSeparator: \.isNewline).joined(separator: " "))
            }
            for warning in report.warnings { CLIFailure.printWarning(warning) }
            print(RunReportTable.render(report.run))
            print(report.summary)
            let failed = report.run.failedSources
            if strict, !failed.isEmpty {
                FileHandle.standardError.write(Data("paperboy: error: \(failed.count) of \(report.run.sources.count) sources failed (--strict): \(failed.map(\.name).joined(separator: ", "))\n".utf8))
                throw ExitCode(Self.sourcesFailedExitCode)
            }
        }
    }
}
