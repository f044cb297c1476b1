import ArgumentParser
import Foundation

/// A failure the CLI reports as one line on stderr, exiting with status 1.
struct CLIFailure: Error, CustomStringConvertible {
    let message: String

    init(_ message: String) { self.message = message }

    var description: String { message }

    /// Prints `paperboy: warning: …` on stderr.
    static func printWarning(_ text: String) {
        FileHandle.standardError.write(Data("paperboy: warning: \(text)\n".utf8))
    }
}
