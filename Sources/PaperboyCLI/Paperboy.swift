import ArgumentParser
import PaperboyKit

/// The `paperboy` command: a thin front over ``PaperboyKit``.
@main
struct Paperboy: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "paperboy",
        abstract: "Builds a static daily digest of papers and repositories from arXiv, GitHub and any RSS/Atom feed.",
        subcommands: []
    )
}
