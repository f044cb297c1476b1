import ArgumentParser
import Foundation
import PaperboyKit

extension Paperboy {
    /// `paperboy summarize`: a day's TL;DRs into the archive, ahead of its build.
    struct Summarize: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Ask the chat endpoint of summaries: tldr: for a day's TL;DRs and keep them in the archive.",
            discussion: """
            The top papers of each section (summaries: tldr: top:) get a TL;DR, each once: one \
            the archive holds already is never asked for again. The day's budget \
            (max_requests, max_tokens) counts every run of that day. A failure leaves the key \
            sentence on the page, marked, and is a warning, not an error. --dry-run says what \
            would be sent and what it would cost, and sends nothing.

            \(ExitStatus.helpText)

            Examples:
              paperboy summarize --date 2024-11-28 --dry-run
              OPENAI_API_KEY=… paperboy summarize --date 2024-11-28
            """
        )

        @OptionGroup var shared: RunOptions

        @Flag(name: .long, help: "Say what would be sent and its estimated tokens; send and write nothing.")
        var dryRun = false

        func run() async throws {
            var options = shared.buildOptions(fetch: FetchOptions(environment: ProcessInfo.processInfo.environment))
            options.dryRun = dryRun
            let spending: TLDRSpending
            do {
                spending = try await SiteBuild(options: options, mode: .fetch).summarizeDay { line in
                    if shared.verbose { FileHandle.standardError.write(Data((line + "\n").utf8)) }
                }
            } catch {
                throw CLIFailure(error)
            }
            for warning in spending.warnings { CLIFailure.printWarning(warning) }
            guard !shared.quiet else { return }
            if dryRun {
                for line in spending.planned { print("would ask: " + line) }
                print("Dry run, nothing sent: " + spending.line)
            } else {
                print(spending.line)
            }
        }
    }
}
