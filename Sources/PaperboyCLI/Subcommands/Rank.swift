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

            With --eval, it measures the ranking on your own data instead: it holds out \
            your latest library entries and likes that the archive holds (--holdout, \
            default 10), ranks the day each was announced without them, and reports \
            recall@10, recall@25 and MRR, with each held-out item's rank. Change the \
            config's library: keys and run it again to compare (docs/RANKING.md).

            \(ExitStatus.helpText)

            Examples:
              paperboy rank --date 2024-11-28
              paperboy rank --section llm --limit 20
              paperboy rank --library ~/papers/library.bib --format json
              paperboy rank --eval --holdout 20
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

        @Flag(name: .long, help: "Hold out your latest library entries and likes, rank their days, report recall and MRR.")
        var eval = false

        @Option(name: .long, help: ArgumentHelp("With --eval: how many to hold out (default 10).", valueName: "n"))
        var holdout: Int?

        func validate() throws {
            if eval, date != nil || section != nil || limit != nil {
                throw ValidationError("--eval ranks the days of the held-out entries; it takes no --date, --section or --limit")
            }
            if holdout != nil, !eval { throw ValidationError("--holdout needs --eval") }
            if let holdout, holdout < 1 { throw ValidationError("--holdout must be 1 or more") }
            if let date, !RankOptions.isDay(date) { throw ValidationError("--date must be a date like 2024-11-28, got \"\(date)\"") }
            if RankOptions.Format(rawValue: format) == nil { throw ValidationError("--format must be table or json, got \"\(format)\"") }
            if let limit, limit < 0 { throw ValidationError("--limit must be zero or more") }
        }

        func run() async throws {
            let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
            let options = RankOptions(configFile: URL(fileURLWithPath: config, relativeTo: cwd), currentDirectory: cwd,
                                      date: date, section: section, libraries: library,
                                      format: RankOptions.Format(rawValue: format) ?? .table, limit: limit, holdout: holdout ?? 10,
                                      fileSystem: Doors.live.fileSystem)
            let output: (issues: [String], json: String, table: String)
            do {
                if eval {
                    let evaluation = try RankEvaluation.run(options)
                    output = (evaluation.issues, evaluation.json, evaluation.table)
                } else {
                    let ranking = try DayRanking.run(options)
                    output = (ranking.issues, ranking.json, ranking.table)
                }
            } catch let error as RankUsageError {
                throw CLIFailure(error.description, status: .usage)
            } catch {
                throw CLIFailure(error)
            }
            for issue in output.issues { CLIFailure.printWarning(issue) }
            FileHandle.standardOutput.write(Data((options.format == .json ? output.json : output.table).utf8))
        }
    }
}
