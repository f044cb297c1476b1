import ArgumentParser
import Foundation
import PaperboyKit

extension Paperboy {
    /// `paperboy build`: reads the config's sources, filters them into sections and writes the site.
    struct Build: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Build the digest site from a config file.",
            discussion: """
            Reads every source in the config, filters items into sections, renders the \
            templates and replaces the output folder in one step: a failed build leaves \
            the previous site as it was.

            Examples:
              paperboy build
              paperboy build --config Examples/paperboy.yml --output site --date 2024-11-28
            """
        )

        @Option(name: .long, help: ArgumentHelp("The config file.", valueName: "file"))
        var config = "paperboy.yml"

        @Option(name: .long, help: ArgumentHelp("The digest day, YYYY-MM-DD (default: today in the config's time zone).", valueName: "date"))
        var date: String?

        @Option(name: .long, help: ArgumentHelp("The output folder (overrides output: in the config).", valueName: "dir"))
        var output: String?

        @Flag(name: .long, help: "Print each pipeline step on stderr.")
        var verbose = false

        func validate() throws {
            if let date, DigestDay(date) == nil {
                throw ValidationError("--date must be a real date written YYYY-MM-DD, got '\(date)'")
            }
            if let output, output.isEmpty {
                throw ValidationError("--output must not be empty")
            }
        }

        func run() async throws {
            let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
            let options = BuildOptions(
                configFile: URL(fileURLWithPath: config, relativeTo: cwd),
                day: date.flatMap(DigestDay.init),
                output: output.map { URL(fileURLWithPath: $0, relativeTo: cwd) },
                now: Date(),
                currentDirectory: cwd
            )
            let verbose = self.verbose
            do {
                let report = try await SiteBuild(options: options).run { line in
                    if verbose { FileHandle.standardError.write(Data("paperboy: \(line)\n".utf8)) }
                }
                for warning in report.warnings { CLIFailure.printWarning(warning) }
                print(report.summary)
            } catch {
                // One line, whatever the underlying error put in its message.
                throw CLIFailure("\(error)".split(whereSeparator: \.isNewline).joined(separator: " "))
            }
        }
    }
}
