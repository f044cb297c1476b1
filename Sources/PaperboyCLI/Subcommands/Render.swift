import ArgumentParser
import PaperboyKit

extension Paperboy {
    /// `paperboy render`: archive → site, no network.
    struct Render: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Render the site from the archive alone (no source is read).",
            discussion: """
            Builds the digest of every archived day with the config's sections and \
            highlights, and replaces the output folder in one step. The front page and the \
            feeds show the archive's latest day; --date names the digest day the run is for \
            (its e-mail edition, the summary line), never moving the front page to an older day.

            Where the site is published (absolute links: canonical links, feeds, sitemap, \
            and the 404 page's links): --base-url, else PAPERBOY_BASE_URL when set and \
            not empty, else base_url: in the config.

            \(ExitStatus.helpText)

            Examples:
              paperboy render
              paperboy render --config Examples/paperboy.yml --output site --date 2024-11-28
              PAPERBOY_BASE_URL=https://user.github.io/repo/ paperboy render
            """
        )

        @OptionGroup var shared: RunOptions

        @Option(name: .long, help: ArgumentHelp("The output folder (overrides output: in the config).", valueName: "dir"))
        var output: String?

        @OptionGroup var site: BaseURLOption

        func validate() throws {
            if let output, output.isEmpty {
                throw ValidationError("--output must not be empty")
            }
        }

        func run() async throws {
            try await shared.run(.render, output: output, baseURL: site.resolved())
        }
    }
}
