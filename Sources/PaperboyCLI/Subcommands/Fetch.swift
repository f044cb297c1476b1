import ArgumentParser
import PaperboyKit

extension Paperboy {
    /// `paperboy fetch`: sources → archive, no rendering.
    struct Fetch: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Read the sources and store the day's items in the archive.",
            discussion: """
            Items are stored under the digest day they were first seen; a new arXiv \
            version of a known paper is recorded as an update. Re-running a day with the \
            same inputs changes nothing. Two runs at once are refused. A source that fails \
            uses its last good copy from the cache; the table at the end says which failed.

            \(ExitStatus.helpText)

            Examples:
              paperboy fetch
              paperboy fetch --config Examples/paperboy.yml --date 2024-11-28
              paperboy fetch --offline --strict
            """
        )

        @OptionGroup var shared: RunOptions

        @OptionGroup var fetch: FetchFlags

        func run() async throws {
            try await shared.run(.fetch, fetch: fetch)
        }
    }
}
