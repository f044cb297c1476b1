import ArgumentParser
import PaperboyKit

extension Paperboy {
    /// `paperboy export`: the digest's settings in formats other programs read.
    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write the digest's settings in a format other programs read.",
            discussion: """
            \(ExitStatus.helpText)

            Examples:
              paperboy export opml --output feeds.opml
            """,
            subcommands: [ExportOPML.self]
        )
    }
}
