import ArgumentParser
import Foundation
import PaperboyKit

/// A failure the CLI reports as one line on stderr, exiting with its status (1 unless said otherwise).
struct CLIFailure: Error, CustomStringConvertible {
    let message: String
    let status: ExitStatus

    init(_ message: String, status: ExitStatus = .error) {
        self.message = message
        self.status = status
    }

    /// The failure for `error`: its message on one line (whatever the error put in it) and the
    /// status ``ExitStatus/of(_:)`` gives it.
    init(_ error: any Error) {
        self.init("\(error)".split(whereSeparator: \.isNewline).joined(separator: " "), status: ExitStatus.of(error))
    }

    var description: String { message }

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
