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
            unknown source kinds, queries that do not parse, sections naming a missing \
            source, template syntax errors and unknown partials. `fetch` and `build` run \
            the same checks before they read any source.

            \(ExitStatus.helpText)

            Examples:
              paperboy check
              paperboy check --config Examples/paperboy.yml
            """
        )

        @Option(name: .long, help: ArgumentHelp("The config file.", valueName: "file"))
        var config = "paperboy.yml"

        @Flag(name: .shortAndLong, help: "Print nothing when the check passes.")
        var quiet = false

        func run() async throws {
            let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
            let options = BuildOptions(configFile: URL(fileURLWithPath: config, relativeTo: cwd), now: Date(), currentDirectory: cwd)
            do {
                let report = try await ProjectCheck(options: options).run()
                if !quiet { print(report.summary) }
            } catch let error as PipelineError {
                throw CLIFailure("\(error.underlying)".split(whereSeparator: \.isNewline).joined(separator: " "), status: ExitStatus.of(error))
            }
        }
    }
}
