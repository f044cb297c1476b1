import ArgumentParser
import Foundation
import PaperboyKit

extension Paperboy {
    /// `paperboy export opml`: the config's feeds as OPML 2.0.
    struct ExportOPML: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "opml",
            abstract: "Write the config's feeds as OPML 2.0, for a feed reader.",
            discussion: """
            One outline per source, named by the source: feeds by their URL, arXiv sources \
            by their listing feed or API query. A source listed by exactly one section goes \
            in a folder named after it; the others are at the top level. GitHub searches \
            (JSON, not a feed) and feeds read from files become type="link" outlines, which \
            readers do not subscribe to; their {{day-7}} placeholders count from --date, \
            else today in the config's time zone. The output is the same for the same \
            config and --date (its dateCreated; left out without --date).

            \(ExitStatus.helpText)

            Examples:
              paperboy export opml --output feeds.opml
              paperboy export opml --config my-digest/paperboy.yml --date 2024-11-28
            """
        )

        @Option(name: .long, help: ArgumentHelp("The config file.", valueName: "file"))
        var config = "paperboy.yml"

        @Option(name: .long, help: ArgumentHelp("Where to write the OPML; - for standard output.", valueName: "file"))
        var output = "-"

        @Option(name: .long, help: ArgumentHelp("The dateCreated day and the day search placeholders count from, YYYY-MM-DD (default: no dateCreated, today).", valueName: "date"))
        var date: String?

        func validate() throws {
            if let date, DigestDay(date) == nil { throw ValidationError("--date must be a real date written YYYY-MM-DD, got '\(date)'") }
            if output.isEmpty { throw ValidationError("--output must not be empty") }
        }

        func run() throws {
            let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
            let export: OPMLExport
            let text: String
            do {
                let loaded = try PaperboyConfig.load(from: URL(fileURLWithPath: config, relativeTo: cwd), currentDirectory: cwd, fileSystem: Doors.live.fileSystem)
                let day = date.flatMap(DigestDay.init)
                export = OPMLExport(config: loaded, day: day, searchDay: day ?? DigestDay(containing: Date(), in: loaded.timeZone))
                text = export.document
            } catch {
                throw CLIFailure(error)
            }
            guard output != "-" else {
                FileHandle.standardOutput.write(Data(text.utf8))
                return
            }
            do {
                try export.write(to: URL(fileURLWithPath: output, relativeTo: cwd), fileSystem: Doors.live.fileSystem)
            } catch {
                throw CLIFailure("\(output): cannot write it (\(error.localizedDescription))")
            }
        }
    }
}
