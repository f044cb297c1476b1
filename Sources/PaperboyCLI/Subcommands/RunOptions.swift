import ArgumentParser
import Foundation
import PaperboyKit

/// The options `fetch`, `render` and `build` share.
struct RunOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The config file.", valueName: "file"))
    var config = "paperboy.yml"

    @Option(name: .long, help: ArgumentHelp(
        "The digest day written, YYYY-MM-DD (default: the day of the arXiv listing served now when the config reads an "
            + "arXiv listing, whatever its time_zone; otherwise today in the config's time_zone). It becomes the front page "
            + "(index.html, the feeds' latest) only if it is the archive's latest day. At most tomorrow; "
            + "a day before the archive's first runs with a warning.", valueName: "date"))
    var date: String?

    @Option(name: .long, help: ArgumentHelp("The archive folder (overrides data: in the config).", valueName: "dir"))
    var data: String?

    @Flag(name: .shortAndLong, help: "Print each pipeline step on stderr, as plain lines, and how many items each stage removed per section.")
    var verbose = false

    @Flag(name: .shortAndLong, help: "Print only failures, warnings and errors (no progress, table or summary).")
    var quiet = false

    func validate() throws {
        if let date, DigestDay(date) == nil {
            throw ValidationError("--date must be a real date written YYYY-MM-DD, got '\(date)'")
        }
        if quiet, verbose { throw ValidationError("--quiet and --verbose cannot be combined") }
        if let data, data.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError("--data must not be empty")
        }
    }

    /// The working directory, which relative paths on the command line start from.
    static var currentDirectory: URL { URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true) }

    /// What a run of this command line is given: `--config`, `--date`, `--data`, `output`, `fetch`,
    /// the clock's now and the working directory.
    func buildOptions(output: String? = nil, fetch: FetchOptions) -> BuildOptions {
        let cwd = Self.currentDirectory
        func path(_ text: String?) -> URL? { text.map { URL(fileURLWithPath: $0, relativeTo: cwd) } }
        return BuildOptions(doors: .live, configFile: URL(fileURLWithPath: config, relativeTo: cwd), day: date.flatMap(DigestDay.init),
                            output: path(output), data: path(data), now: Date(), currentDirectory: cwd, fetch: fetch)
    }

    /// Runs `mode` and prints what it did: the sources' run report (when it fetched), each
    /// failed source and each warning (the theme's among them: the run loads the config and
    /// the theme, once) on stderr (warnings, or errors under `--strict`), and the summary line.
    /// - Throws: ``CLIFailure`` with the error on one line and its ``ExitStatus`` (4 when every
    ///   source failed, 5 for a bad config or template); `ExitCode(3)` when `fetch.strict` and a source failed.
    func run(_ mode: SiteBuild.Mode, output: String? = nil, fetch: FetchFlags? = nil, baseURL: URL? = nil) async throws {
        let cwd = Self.currentDirectory
        var options = buildOptions(output: output, fetch: fetch?.options(relativeTo: cwd) ?? FetchOptions())
        options.dryRun = fetch?.dryRun ?? false
        options.catchUp = fetch?.catchUp ?? false
        options.retryLater = fetch?.retryLater ?? false
        options.baseURL = baseURL
        let progress = Progress(style: quiet ? .silent : verbose ? .verboseLines : Progress.defaultStyle())
        options.fetch.onSourceFinished = { progress.source($0) }
        options.fetch.onFetchEvent = { progress.event($0) }
        let started = Date()
        let report: BuildReport
        do {
            defer { progress.finish() }
            report = try await SiteBuild(options: options, mode: mode).run { progress.step($0) }
        } catch {
            if let failed = ((error as? PipelineError)?.underlying ?? error) as? AllSourcesFailedError, !quiet {
                print(RunReportTable.render(failed.report))
            }
            if let names = (error as? PipelineError)?.underlying as? TemplateCheckError { throw CLIFailure.templateNames(names) }
            throw CLIFailure(error)
        }
        let strict = fetch?.strict ?? false
        for failed in report.run?.failedSources ?? [] {
            let text = "source \(failed.name) \(failed.status.rawValue): \(failed.failure?.description ?? "failed")"
            if strict { CLIFailure.printError(text) } else { CLIFailure.printWarning(text) }
        }
        for warning in report.warnings { CLIFailure.printWarning(warning) }
        for warning in report.run?.tldrs?.warnings ?? [] { CLIFailure.printWarning(warning) }
        if report.nothingToDo {
            if !quiet {
                if let run = report.run { print(RunReportTable.render(run)) }
                print(report.summary)
            }
            return
        }
        if !quiet {
            if let run = report.run {
                print(RunReportTable.render(run))
                print(RunReportTable.counts(run))
                if let tldrs = run.tldrs { print(report.dryRun ? "Would ask: " + tldrs.line : tldrs.line) }
            }
            if verbose, mode != .fetch { printStageCounts(on: report.day, dryRun: report.dryRun, relativeTo: cwd) }
            print(report.summary + String(format: " (%.1f s)", Date().timeIntervalSince(started)))
        }
        if let fetch, fetch.strict, let run = report.run, !run.failedSources.isEmpty {
            let failed = run.failedSources
            throw CLIFailure("\(failed.count) of \(run.sources.count) sources failed (--strict): \(failed.map(\.name).joined(separator: ", "))",
                             status: .sourcesFailed)
        }
    }
}
