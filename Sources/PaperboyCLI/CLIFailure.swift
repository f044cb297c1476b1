import ArgumentParser
import Foundation
import PaperboyKit
import PaperboyModels

/// A failure the CLI reports as one line on stderr, exiting with its status (1 unless said
/// otherwise): the one rule every subcommand's failure is printed by (``printError(_:)``).
struct CLIFailure: PaperboyError {
    let message: String
    let status: ExitStatus
    /// The error it reports, when it reports one.
    let cause: (any Error)?

    init(_ message: String, status: ExitStatus = .error) {
        self.message = message
        self.status = status
        cause = nil
    }

    /// The failure for `error`: its message on one line (whatever the error put in it) and the
    /// status ``ExitStatus/of(_:)`` gives it.
    init(_ error: any Error) {
        message = "\(error)".split(whereSeparator: \.isNewline).joined(separator: " ")
        status = ExitStatus.of(error)
        cause = error
    }

    var description: String { message }
    var reason: String { message }
    /// The place is in the message: the error it reports named it.
    var location: ErrorLocation? { (cause as? any PaperboyError)?.location }

    /// Prints `paperboy: error: …` on stderr.
    static func printError(_ text: String) {
        FileHandle.standardError.write(Data("paperboy: error: \(text)\n".utf8))
    }

    /// The failure for template names that render as nothing: every error but the last printed
    /// here, one a line, the last the failure's line with the count (exit 5).
    static func templateNames(_ error: TemplateCheckError) -> CLIFailure {
        for issue in error.errors.dropLast() { printError(issue.description) }
        let count = error.errors.count
        return CLIFailure((error.errors.last?.description ?? "") + (count > 1 ? " (\(count) template errors)" : ""), status: .badConfig)
    }

    /// Prints `paperboy: warning: …` on stderr.
    static func printWarning(_ text: String) {
        FileHandle.standardError.write(Data("paperboy: warning: \(text)\n".utf8))
    }
}
