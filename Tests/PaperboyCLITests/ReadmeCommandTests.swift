import Foundation
import Testing

/// The `paperboy` commands in the README's `sh` blocks parse with the real parser, so a
/// renamed option fails here before it fails a reader.
@Suite struct ReadmeCommandTests {
    @Test("every paperboy command in README.md's sh blocks parses")
    func readme() throws {
        let readme = try String(contentsOf: PaperboyProcess.root.appendingPathComponent("README.md"), encoding: .utf8)
        let commands = CommandParsing.shellBlockCommands(in: readme)
        #expect(commands.count >= 10, "README.md's sh blocks hold the quick start's commands")
        #expect(commands.contains { $0.arguments.first == "init" })
        for command in commands {
            let problem = CommandParsing.problem(command.arguments)
            #expect(problem == nil, "README.md:\(command.line): \(command.text): \(problem ?? "")")
        }
    }

    @Test("a renamed option fails the check, and the shell words come out as a shell splits them")
    func failsOnAWrongOption() {
        #expect(CommandParsing.problem(["serve", "--site", "site"]) != nil)
        #expect(CommandParsing.problem(["serve", "--config", "my digest/paperboy.yml"]) == nil)
        #expect(CommandLineWords.paperboyArguments(#"paperboy check --config 'my digest'\''s/paperboy.yml'   # a comment"#)
            == ["check", "--config", "my digest's/paperboy.yml"])
        #expect(CommandLineWords.paperboyArguments(#".build/release/paperboy parse "a \"b\".xml""#) == ["parse", #"a "b".xml"#])
        #expect(CommandLineWords.paperboyArguments("swift build --product paperboy") == nil)
    }
}
