import ArgumentParser
import Foundation
import PaperboyKit

/// The `paperboy` command: a thin front over ``PaperboyKit``.
@main
struct Paperboy: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "paperboy",
        abstract: "Builds a static daily digest of papers and repositories from arXiv, GitHub and any RSS/Atom feed.",
        discussion: """
        Start a digest with `paperboy init`, check it with `paperboy check`, build it with \
        `paperboy build` and look at it with `paperboy serve`.

        \(ExitStatus.helpText)

        Examples:
          paperboy init my-digest
          paperboy check --config my-digest/paperboy.yml
          paperboy build --config my-digest/paperboy.yml
          paperboy serve --config my-digest/paperboy.yml
        """,
        version: BuildInfo.current.versionLine,
        subcommands: [Init.self, Check.self, Build.self, Fetch.self, Render.self, Serve.self, Parse.self, Explain.self, Theme.self, Rank.self, Rate.self, Summarize.self, Export.self]
    )

    /// Runs the chosen subcommand and exits with an ``ExitStatus``: a ``CLIFailure`` prints
    /// one `paperboy: error:` line and exits with its status; a usage error prints the message and exits 2.
    static func main() async {
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch let failure as CLIFailure {
            CLIFailure.printError(failure.message)
            Foundation.exit(failure.status.rawValue)
        } catch {
            // ArgumentParser exits 64 (EX_USAGE) for usage errors; Paperboy documents 2.
            if exitCode(for: error) == .validationFailure {
                FileHandle.standardError.write(Data("\(fullMessage(for: error))\n".utf8))
                Foundation.exit(ExitStatus.usage.rawValue)
            }
            exit(withError: error)
        }
    }
}
