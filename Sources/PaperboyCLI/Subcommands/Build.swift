import ArgumentParser
import Foundation
import PaperboyKit

extension Paperboy {
    /// `paperboy build`: fetch, then render.
    struct Build: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Fetch the sources into the archive, then render the site.",
            discussion: """
            Reads every source in the config, stores the day's new items and updates \
            in the archive, builds every archived day's digest and replaces the output \
            folder in one step. The archive is written last: a failed build leaves the \
            previous site and archive as they were.

            Examples:
              paperboy build
              paperboy build --config Examples/paperboy.yml --output site --date 2024-11-28
            """
        )

        @OptionGroup var shared: RunOptions

        @Option(name: .long, help: ArgumentHelp("The output folder (overrides output: in the config).", valueName: "dir"))
        var output: String?

        func validate() throws {
            if let output, output.isEmpty {
                throw ValidationError("--output must not be empty")
            }
        }

        func run() async throws {
            try await shared.run(.build, output: output)
        }
    }
}
