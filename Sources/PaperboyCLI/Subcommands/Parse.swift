import ArgumentParser
import Foundation
import PaperboyKit

extension FeedKind: ExpressibleByArgument {}

extension Paperboy {
    /// `paperboy parse FILE`: one JSON object per item, for inspecting a feed.
    struct Parse: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Parse a feed file and print its items as JSON Lines.",
            discussion: """
            \(ExitStatus.helpText)

            Examples:
              paperboy parse listing.xml
              paperboy parse search.json --kind github-search
              paperboy parse releases.atom --base https://github.com/org/repo/releases.atom
              paperboy parse broken.xml --partial
            """
        )

        @Argument(help: "The feed file: RSS, Atom, RDF, an arXiv response or a GitHub search response.")
        var file: String

        @Option(help: "The document kind: \(FeedKind.allCases.map(\.rawValue).joined(separator: ", ")).")
        var kind: FeedKind = .auto

        @Option(help: "The URL the feed came from; relative links resolve against it.")
        var base: String?

        @Flag(help: "On malformed XML, print the items before the fault and warn instead of failing.")
        var partial = false

        @Flag(help: "Print only the number of items (and any warnings), not the items.")
        var count = false

        func validate() throws {
            if let base, URL(string: base)?.scheme == nil {
                throw ValidationError("--base must be an absolute URL, got '\(base)'")
            }
        }

        func run() throws {
            let url = URL(fileURLWithPath: file)
            guard FileManager.default.isReadableFile(atPath: url.path) else {
                throw CLIFailure("\(file): no such readable file")
            }
            do {
                let parser = FeedFileParser()
                let baseURL = base.flatMap(URL.init(string:))
                let outcome = count
                    ? try parser.count(file: url, kind: kind, baseURL: baseURL, partial: partial)
                    : try parser.run(file: url, kind: kind, baseURL: baseURL, partial: partial) { bytes in
                        FileHandle.standardOutput.write(Data(bytes))
                    }
                if count { print(outcome.itemCount) }
                for warning in outcome.warnings { CLIFailure.printWarning("\(file): \(warning)") }
            } catch let error as FeedParseError {
                throw CLIFailure(error.description)
            }
        }
    }
}
