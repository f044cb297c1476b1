import ArgumentParser
import Foundation
import PaperboyKit

extension Paperboy {
    /// `paperboy check`: the config and every template, without reading a source.
    struct Check: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check the config and every template, reading no source.",
            discussion: """
            Reports the first problem as file:line:column: unknown keys, wrong types, \
            unknown source kinds, queries that do not parse (or use and/or/not in lower \
            case), sections naming a missing source, path: files that are not there, an \
            enabled e-mail edition without a base URL, template syntax errors and unknown \
            partials. `fetch` and `build` run the same checks before they read any source.

            With a library:, every file of its ratings folder too: each malformed rating file \
            is an error with its file:line:column (a build skips it).

            Then every variable the templates use: one that no view provides where it is \
            used (a misspelling, or a name a newer theme renamed in a template of your \
            templates folder) is an error with its file:line:column and the closest \
            existing name. `build` and `render` stop on it too, before writing anything.

            The base URL counts as build sees it: --base-url, else PAPERBOY_BASE_URL, \
            else base_url: in the config.

            \(ExitStatus.helpText)

            Examples:
              paperboy check
              paperboy check --config Examples/paperboy.yml
            """
        )

        @Option(name: .long, help: ArgumentHelp("The config file.", valueName: "file"))
        var config = "paperboy.yml"

        @OptionGroup var site: BaseURLOption

        @Flag(name: .shortAndLong, help: "Print nothing when the check passes.")
        var quiet = false

        func run() async throws {
            let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
            var options = BuildOptions(doors: .live, configFile: URL(fileURLWithPath: config, relativeTo: cwd), now: Date(), currentDirectory: cwd)
            options.baseURL = try site.resolved()
            do {
                let report = try await ProjectCheck(options: options).run()
                for warning in report.warnings { CLIFailure.printWarning(warning) }
                if !quiet {
                    for note in report.notes { print(note) }
                    print(report.summary)
                }
                try checkLibrary(options)
            } catch let error as TemplateCheckError {
                for issue in error.issues where !issue.isError { CLIFailure.printWarning(issue.description) }
                throw CLIFailure.templateNames(error)
            } catch let error as PipelineError {
                throw CLIFailure("\(error.underlying)".split(whereSeparator: \.isNewline).joined(separator: " "), status: ExitStatus.of(error))
            }
        }

        /// The library's files: malformed entries as warnings with file:line, an unreadable file as a config error.
        private func checkLibrary(_ options: BuildOptions) throws {
            do {
                guard let library = try LibraryCheck.run(configFile: options.configFile, currentDirectory: options.currentDirectory,
                                                               fileSystem: options.doors.fileSystem) else { return }
                for issue in library.issues { CLIFailure.printWarning("\(issue)") }
                if !quiet { print(library.summary) }
                try checkRatings(library)
            } catch let failure as CLIFailure {
                throw failure
            } catch {
                throw CLIFailure("\(error)", status: .badConfig)
            }
        }

        /// The ratings folder: every malformed rating file is an error with its file:line:column.
        private func checkRatings(_ library: LibraryCheck) throws {
            let issues = library.ratings.issues
            if !quiet { print(library.ratingsSummary) }
            guard let last = issues.last else { return }
            for issue in issues.dropLast() { CLIFailure.printError(issue.description) }
            throw CLIFailure(last.description + (issues.count > 1 ? " (\(issues.count) rating file errors)" : ""), status: .badConfig)
        }
    }
}
