import ArgumentParser
import Foundation
import PaperboyKit

/// The options `fetch`, `render` and `build` share.
struct RunOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The config file.", valueName: "file"))
    var config = "paperboy.yml"

    @Option(name: .long, help: ArgumentHelp("The digest day, YYYY-MM-DD (default: today in the config's time zone).", valueName: "date"))
    var date: String?

    @Option(name: .long, help: ArgumentHelp("The archive folder (overrides data: in the config).", valueName: "dir"))
    var data: String?

    @Flag(name: .long, help: "Print each pipeline step on stderr.")
    var verbose = false

    func validate() throws {
        if let date, DigestDay(date) == nil {
            throw ValidationError("--date must be a real date written YYYY-MM-DD, got '\(date)'")
        }
        if let data, data.isEmpty {
            throw ValidationError("--data must not be empty")
        }
    }

    /// Runs `mode` with these options and prints the summary (and warnings on stderr).
    /// - Throws: ``CLIFailure`` with the error on one line.
    func run(_ mode: SiteBuild.Mode, output: String? = nil) async throws {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        let options = BuildOptions(
            configFile: URL(fileURLWithPath: config, relativeTo: cwd),
            day: date.flatMap(DigestDay.init),
            output: output.map { URL(fileURLWithPath: $0, relativeTo: cwd) },
            data: data.map { URL(fileURLWithPath: $0, relativeTo: cwd) },
            now: Date(),
            currentDirectory: cwd
        )
        let verbose = self.verbose
        do {
            let report = try await SiteBuild(options: options, mode: mode).run { line in
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
