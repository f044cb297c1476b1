import Foundation
import ArgumentParser
@testable import PaperboyCLI
import Testing

/// The help of every command prints clean text, and every example it shows runs as printed.
@Suite struct HelpTextTests {
    /// Every command under `paperboy`, the root first, with its path (`theme eject`).
    static let commands: [(path: String, type: any ParsableCommand.Type)] = {
        func walk(_ type: any ParsableCommand.Type, _ path: [String]) -> [(path: String, type: any ParsableCommand.Type)] {
            let name = type.configuration.commandName ?? type._commandName
            let here = path + [name]
            return [(here.dropFirst().joined(separator: " "), type)] + type.configuration.subcommands.flatMap { walk($0, here) }
        }
        return walk(Paperboy.self, [])
    }()

    /// What a string literal leaves behind when an escape went wrong: `\` at a line end (a
    /// `\\` where a line continuation was meant), `\n`, `\t`, `\"`, `\(` printed as text,
    /// and any control character but the newline.
    static func debris(in text: String) -> [String] {
        var found: [String] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()
            var problems: [String] = []
            if trimmed.last == "\\" { problems.append("a backslash at the line end") }
            for escape in [#"\n"#, #"\t"#, #"\""#, #"\("#, #"\\"#] where line.contains(escape) { problems.append("a literal \(escape)") }
            if line.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) { problems.append("a control character") }
            found += problems.map { "line \(index + 1): \($0): \(line)" }
        }
        return found
    }

    @Test("the tree holds every subcommand")
    func tree() {
        #expect(Self.commands.map(\.path) == ["", "init", "check", "build", "fetch", "render", "serve", "parse", "explain",
                                               "theme", "theme list", "theme eject", "rank", "rate", "summarize", "export", "export opml"])
    }

    @Test("the debris check finds each kind of escape debris", arguments: [
        "folder \\\nnext", "a\\nb", "tab\\there", "say \\\"hi\\\"", "\\(value)", "bell\u{7}",
    ])
    func debrisIsFound(text: String) {
        #expect(!Self.debris(in: text).isEmpty)
        #expect(Self.debris(in: "a clean line\nand `paperboy theme eject` (with --force)\n").isEmpty)
    }

    @Test("every command's help, at 80 and at 200 columns, has no escape debris", arguments: [80, 200])
    func clean(columns: Int) {
        for command in Self.commands {
            let help = Paperboy.helpMessage(for: command.type, columns: columns)
            #expect(help.contains("USAGE: paperboy"), "paperboy \(command.path) --help")
            let found = Self.debris(in: help)
            #expect(found.isEmpty, "paperboy \(command.path) --help:\n\(found.joined(separator: "\n"))")
        }
    }

    @Test("every example in every command's help parses with the real parser")
    func examples() {
        var count = 0
        for command in Self.commands {
            let lines = command.type.configuration.discussion.split(separator: "\n").map(String.init)
            guard let start = lines.firstIndex(of: "Examples:") else { continue }
            for line in lines[(start + 1)...] {
                guard let arguments = CommandLineWords.paperboyArguments(line.trimmingCharacters(in: .whitespaces)) else { continue }
                count += 1
                let problem = CommandParsing.problem(arguments)
                #expect(problem == nil, "paperboy \(command.path) --help: \(line): \(problem ?? "")")
            }
        }
        #expect(count >= Self.commands.count, "each command shows an example")
    }
}
