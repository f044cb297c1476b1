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

    var description: String { message }

    /// Prints `paperboy: error: …` on stderr.
    static func printError(_ text: String) {
        FileHandle.standardError.write(Data("paperboy: error: \(text)\n".utf8))
    }

    /// Prints `paperboy: warning: …` on stderr.
    static func printWarning(_ text: String) {
        FileHandle.standardError.write(Data("paperboy: warning: \(text)\n".utf8))
    }
}
