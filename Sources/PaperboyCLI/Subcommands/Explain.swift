import ArgumentParser
import Foundation
import PaperboyKit

extension Paperboy {
    /// `paperboy explain ID`: why an item is or is not in a day's digest.
    struct Explain: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Say why an item is or is not in a day's digest.",
            discussion: """
            Finds the item in the archive by arXiv id (2411.01234, arXiv:2411.01234v2, an \
            abs or pdf link), by URL, or by archive id (arxiv:2411.01234, github:owner/name), \
            says which days the archive has it on, and for each section which stage kept it \
            (and why: category, query terms, watchlist entry, position) or removed it (the \
            category it lacked, the query it did not match, the limit it fell past). Reads \
            the archive only; fetches and writes nothing.

            \(ExitStatus.helpText) An item the archive does not hold exits with 1.

            Examples:
              paperboy explain 2411.01234
              paperboy explain https://github.com/owner/name --date 2024-11-28
              paperboy explain arxiv:2411.01234 --config my-digest/paperboy.yml
            """
        )

        @Argument(help: ArgumentHelp("An arXiv id, an item's URL or an archive id.", valueName: "id"))
        var id: String

        @Option(name: .long, help: ArgumentHelp("The config file.", valueName: "file"))
        var config = "paperboy.yml"

        @Option(name: .long, help: ArgumentHelp("The day to explain, YYYY-MM-DD (default: every day the archive has the item on).", valueName: "date"))
        var date: String?

        @Option(name: .long, help: ArgumentHelp("The archive folder (overrides data: in the config).", valueName: "dir"))
        var data: String?

        func validate() throws {
            if id.trimmingCharacters(in: .whitespaces).isEmpty { throw ValidationError("the id must not be empty") }
            if let date, DigestDay(date) == nil {
                throw ValidationError("--date must be a real date written YYYY-MM-DD, got '\(date)'")
            }
        }

        func run() throws {
            let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
            let inspector = DigestInspector(configFile: URL(fileURLWithPath: config, relativeTo: cwd), currentDirectory: cwd,
                                            data: data.map { URL(fileURLWithPath: $0, relativeTo: cwd) }, fileSystem: Doors.live.fileSystem)
            let explanation: ItemExplanation
            do {
                explanation = try inspector.explain(id, on: date.flatMap(DigestDay.init))
            } catch {
                throw CLIFailure(error)
            }
            guard explanation.found else { throw CLIFailure(explanation.lines.joined(separator: " "), status: .error) }
            print(explanation.text, terminator: "")
        }
    }
}
