import ArgumentParser
import Foundation
import PaperboyKit

extension Paperboy {
    /// `paperboy build`: fetch, then render.
    struct Build: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Fetch the sources into the archive, then render the site.",
            discussion: """
            Fetches every source in the config (arXiv, GitHub, feeds), stores the day's \
            new items and updates in the archive, builds every archived day's digest and \
            replaces the output folder in one step. The archive is written last: a failed \
            build leaves the previous site and archive as they were. A source that fails \
            uses its last good copy from the cache and the build goes on; the table at the \
            end and report.json in the output folder say which sources failed and why.

            GITHUB_TOKEN, when set, is sent to GitHub (never printed or recorded).

            Where the site is published (absolute links: canonical links, feeds, sitemap, \
            and the 404 page's links): --base-url, else PAPERBOY_BASE_URL when set and \
            not empty, else base_url: in the config.

            \(ExitStatus.helpText)

            Examples:
              paperboy build
              paperboy build --config Examples/paperboy.yml --output site --date 2024-11-28
              paperboy build --record recordings/2024-11-28
              paperboy build --replay recordings/2024-11-28 --date 2024-11-28
              paperboy build --offline --strict
              paperboy build --base-url https://user.github.io/repo/
              paperboy build --dry-run --verbose
            """
        )

        @OptionGroup var shared: RunOptions

        @Option(name: .long, help: ArgumentHelp("The output folder (overrides output: in the config).", valueName: "dir"))
        var output: String?

        @OptionGroup var site: BaseURLOption

        @OptionGroup var fetch: FetchFlags

        func validate() throws {
            if let output, output.trimmingCharacters(in: .whitespaces).isEmpty {
                throw ValidationError("--output must not be empty")
            }
        }

        func run() async throws {
            try await shared.run(.build, output: output, fetch: fetch, baseURL: site.resolved())
        }
    }
}
