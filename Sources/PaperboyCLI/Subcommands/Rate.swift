import ArgumentParser
import Foundation
import PaperboyKit

extension Paperboy {
    /// `paperboy rate`: one rating written as a small file of the ratings folder.
    struct Rate: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Like or dislike an archived item, or mute an author or term, as a file of the ratings folder.",
            discussion: """
            Writes one rating file into the library's ratings: folder (default ratings/ \
            beside the config) and prints its path. up and down name an item the archive \
            holds (a bare arXiv id like 2411.17807 is arxiv:2411.17807) and take its title; \
            mute hides an author (--author) or a term (--term) for --days days (default 30) \
            and needs no item. The day is --date, else today in the config's time zone. \
            Rating the same item the same way on the same day rewrites the same file. \
            The next build ranks by them; `paperboy check` validates the folder.

            \(ExitStatus.helpText)

            Examples:
              paperboy rate 2411.17807 up
              paperboy rate github:apple/swift down --date 2024-11-28
              paperboy rate mute --author "Jane Doe" --days 60
              paperboy rate mute --term diffusion
            """
        )

        @Argument(help: ArgumentHelp("[ID] up|down|mute: the item's id (not needed for mute), then the rating.", valueName: "rating"))
        var words: [String] = []

        @Option(name: .long, help: ArgumentHelp("The author to mute.", valueName: "name"))
        var author: String?

        @Option(name: .long, help: ArgumentHelp("The word or phrase to mute.", valueName: "text"))
        var term: String?

        @Option(name: .long, help: ArgumentHelp("How many days a mute lasts, 1 to 3650 (default 30).", valueName: "n"))
        var days: Int?

        @Option(name: .long, help: ArgumentHelp("The rating's day, YYYY-MM-DD (default: today in the config's time zone).", valueName: "date"))
        var date: String?

        @Option(name: .long, help: ArgumentHelp("The config file.", valueName: "file"))
        var config = "paperboy.yml"

        func validate() throws {
            guard (1...2).contains(words.count) else { throw ValidationError("expected an item id and up, down or mute") }
            guard let options = rateOptions(now: Date()) else {
                throw ValidationError("the rating must be up, down or mute, got \"\(words[words.count - 1])\"")
            }
            if let problem = options.problem { throw ValidationError(problem) }
        }

        func run() async throws {
            guard let options = rateOptions(now: Date()) else { throw CLIFailure("the rating must be up, down or mute", status: .usage) }
            do {
                let result = try RatingWriter.run(options)
                print(result.path)
            } catch {
                throw CLIFailure(error)
            }
        }

        /// The options the words ask for; nil when the last word is no rating.
        private func rateOptions(now: Date) -> RateOptions? {
            guard let last = words.last, let verdict = RateOptions.verdict(named: last) else { return nil }
            let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
            return RateOptions(configFile: URL(fileURLWithPath: config, relativeTo: cwd), currentDirectory: cwd,
                               item: words.count == 2 ? words[0] : nil, verdict: verdict, author: author, term: term,
                               days: days, date: date, now: now, fileSystem: Doors.live.fileSystem)
        }
    }
}
