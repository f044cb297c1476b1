import ArgumentParser
import Foundation
import PaperboyKit

/// The `paperboy` command: a thin front over ``PaperboyKit``.
@main
struct Paperboy: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "paperboy",
        abstract: "Builds a static daily digest of papers and repositories from arXiv, GitHub and any RSS/Atom feed.",
        subcommands: [Build.self, Fetch.self, Render.self, Parse.self]
    )

    /// Runs the chosen subcommand; a ``CLIFailure`` prints one `paperboy: error:` line and exits 1.
    static func main() async {
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch let failure as CLIFailure {
            FileHandle.standardError.write(Data("paperboy: error: \(failure.message)\n".utf8))
            Foundation.exit(1)
        } catch {
            exit(withError: error)
        }
    }
}
