import ArgumentParser
import Foundation
import PaperboyKit

extension Paperboy {
    /// `paperboy rank`: a day's items scored against the reader's library.
    struct Rank: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Score a day's archived items against your library, with the reasons.",
            discussion: """
            Scores the items archived on a day (all of them, or one section's after its \
            filters) against the library: the config's library: paths, or the --library \
            files and folders instead (BibTeX, CSL-JSON, RIS, or a list of arXiv ids and \
            DOIs). Prints the items best first, with the closest library entry and the \
            terms they share, as a table or as one JSON object (for tuning min_score: \
            and top:). The same inputs give the same bytes. Malformed library entries \
            are skipped, each named with its file and line on stderr.

            \(ExitStatus.helpText)

            Examples:
              paperboy rank --date 2024-11-28
              paperboy rank --section llm --limit 20
              paperboy rank --library ~/papers/library.bib --format json
            """
        )

        @Option(name: .long, help: ArgumentHelp("The config file.", valueName: "file"))
        var config = "paperboy.yml"

        @Option(name: .long, help: ArgumentHelp("The day to rank, YYYY-MM-DD (default: the archive's latest).", valueName: "date"))
        var date: String?

        @Option(name: .long, help: ArgumentHelp("Rank only this section's items, after its filters.", valueName: "id"))
        var section: String?

        @Option(name: .long, help: ArgumentHelp("A library file or folder, replacing the config's (repeatable).", valueName: "path"))
        var library: [String] = []

        @Option(name: .long, help: ArgumentHelp("table or json.", valueName: "format"))
        var format: String = "table"

        @Option(name: .long, help: ArgumentHelp("At most this many items.", valueName: "n"))
        var limit: Int?

        func validate() throws {
            if let date, !RankOptions.isDay(date) { throw ValidationError("--date must be a date like 2024-11-28, got \"\(date)\"") }
            if RankOptions.Format(rawValue: format) == nil { throw ValidationError("--format must be table or json, got \"\(format)\"") }
            if let limit, limit < 0 { throw ValidationError("--limit must be zero or more") }
        }

        func run() async throws {
            let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
            let options = RankOptions(configFile: URL(fileURLWithPath: config, relativeTo: cwd), currentDirectory: cwd,
                                      date: date, section: section, libraries: library,
                                      format: RankOptions.Format(rawValue: format) ?? .table, limit: limit)
            let ranking: DayRanking
            do {
                ranking = try DayRanking.run(options)
            } catch let error as RankUsageError {
                throw CLIFailure(error.description, status: .usage)
            } catch {
                throw CLIFailure("\(error)".split(whereSeparator: \.isNewline).joined(separator: " "), status: ExitStatus.of(error))
            }
            for issue in ranking.issues { CLIFailure.printWarning("\(issue)") }
            FileHandle.standardOutput.write(Data((options.format == .json ? ranking.json : ranking.table).utf8))
        }
    }
}
