import Foundation
import ArgumentParser
@testable import PaperboyCLI

/// Parses command lines with the real `paperboy` parser, as the executable does before running.
enum CommandParsing {
    /// Nil when `arguments` (after `paperboy`) parse and validate, else ArgumentParser's message.
    static func problem(_ arguments: [String]) -> String? {
        do {
            _ = try Paperboy.parseAsRoot(arguments)
            return nil
        } catch {
            return Paperboy.fullMessage(for: error)
        }
    }

    /// The `paperboy` commands in the fenced `sh` blocks of a Markdown text, with their line numbers.
    static func shellBlockCommands(in markdown: String) -> [(line: Int, text: String, arguments: [String])] {
        var commands: [(line: Int, text: String, arguments: [String])] = []
        var inShell = false
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                inShell = !inShell && trimmed == "```sh"
                continue
            }
            if inShell, let arguments = CommandLineWords.paperboyArguments(trimmed) {
                commands.append((index + 1, trimmed, arguments))
            }
        }
        return commands
    }
}
