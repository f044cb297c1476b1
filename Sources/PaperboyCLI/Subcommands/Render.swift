import ArgumentParser
import PaperboyKit

extension Paperboy {
    /// `paperboy render`: archive → site, no network.
    struct Render: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Render the site from the archive alone (no source is read).",
            discussion: """
            Builds the digest of every archived day up to the digest day with the \
            config's sections and highlights, and replaces the output folder in one step.

            \(ExitStatus.helpText)

            Examples:
              paperboy render
              paperboy render --config Examples/paperboy.yml --output site --date 2024-11-28
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
            try await shared.run(.render, output: output)
        }
    }
}
