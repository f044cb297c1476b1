import Foundation
import Testing

/// Every command `paperboy init` prints, and every one in the README it writes, runs as printed:
/// each parses with the real `paperboy` parser, and the offline ones (check, theme) exit 0.
@Suite(.enabled(if: PaperboyProcess.executable != nil, "the paperboy executable is not built"))
struct InitAdviceTests {
    static let opml = """
        <?xml version="1.0"?>
        <opml version="2.0"><head><title>Mine</title></head><body>
          <outline text="Swift"><outline text="Swift blog" type="rss" xmlUrl="https://www.swift.org/atom.xml"/></outline>
        </body></opml>
        """

    /// The `paperboy` command lines of the "Next:" block of `init`'s output.
    private func nextCommands(_ stdout: String) -> [String] {
        let lines = stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let next = lines.firstIndex(of: "Next:") else { return [] }
        return lines[(next + 1)...].prefix { $0.hasPrefix("  ") }.map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test("init's Next: commands parse, name files it wrote, and check and theme eject run as printed", arguments: [
        (["init", "digest", "--paperboy-repository", "octo/paperboy"], "digest"),
        (["init", "digest", "--from-opml", "subs.opml", "--paperboy-repository", "octo/paperboy"], "digest"),
        (["init", "my digest's", "--paperboy-repository", "octo/paperboy"], "my digest's"),
        (["init", "--paperboy-repository", "octo/paperboy"], "."),
    ])
    func nextBlock(arguments: [String], project: String) async throws {
        let folder = try TempFolder()
        try folder.write("subs.opml", Self.opml)
        let result = try await PaperboyProcess.run(arguments, in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        let commands = nextCommands(result.stdout)
        let words = commands.map { CommandLineWords.paperboyArguments($0) }
        #expect(words.compactMap { $0?.first } == ["check", "build", "serve", "theme"], "\(result.stdout)")
        for (line, arguments) in zip(commands, words) {
            let arguments = try #require(arguments, "not a paperboy command: \(line)")
            #expect(CommandParsing.problem(arguments) == nil, "\(line)")
            let config = try #require(arguments.firstIndex(of: "--config").map { arguments[$0 + 1] }, "\(line) names no config")
            #expect(config == (project == "." ? "" : project + "/") + "paperboy.yml")
            #expect(folder.exists(config), "\(line): \(config) was not written")
            if arguments.first == "check" || arguments.first == "theme" {
                let run = try await PaperboyProcess.run(arguments, in: folder.url)
                #expect(run.status == 0, "\(line): \(run.stderr)")
            }
        }
    }

    @Test("the commands of the templates/README.md init writes parse and the offline ones run in the project")
    func templatesReadme() async throws {
        let folder = try TempFolder()
        #expect(try await PaperboyProcess.run(["init", "digest", "--paperboy-repository", "octo/paperboy"], in: folder.url).status == 0)
        let project = folder.url.appendingPathComponent("digest")
        let readme = try String(contentsOf: project.appendingPathComponent("templates/README.md"), encoding: .utf8)
        let commands = CommandParsing.shellBlockCommands(in: readme)
        #expect(commands.map { $0.arguments.prefix(2).joined(separator: " ") } == ["theme list", "theme eject", "check"])
        for command in commands {
            #expect(CommandParsing.problem(command.arguments) == nil, "templates/README.md:\(command.line): \(command.text)")
            let run = try await PaperboyProcess.run(command.arguments, in: project)
            #expect(run.status == 0, "templates/README.md:\(command.line): \(command.text): \(run.stderr)")
        }
    }

    @Test("init without --paperboy-repository writes the project either way; an unknown repository is a warning naming the fix")
    func withoutRepository() async throws {
        let folder = try TempFolder()
        let result = try await PaperboyProcess.run(["init", "digest"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        let workflow = try String(contentsOf: folder.url.appendingPathComponent("digest/.github/workflows/paperboy.yml"), encoding: .utf8)
        if result.stderr.isEmpty {
            #expect(workflow.contains(/\n  PAPERBOY_REPOSITORY: [\w.-]+\/[\w.-]+\n/), "the binary knows its repository")
        } else {
            #expect(result.stderr.hasPrefix("paperboy: warning: "))
            #expect(result.stderr.contains("PAPERBOY_REPOSITORY in digest/.github/workflows/paperboy.yml is empty"))
            #expect(result.stderr.contains("paperboy init digest --paperboy-repository OWNER/NAME"))
            #expect(workflow.contains("\n  PAPERBOY_REPOSITORY: \"\"\n"))
            #expect(result.stdout.contains("Then set PAPERBOY_REPOSITORY: OWNER/NAME in digest/.github/workflows/paperboy.yml, push"))
        }
        for line in nextCommands(result.stdout) {
            #expect(CommandLineWords.paperboyArguments(line).flatMap(CommandParsing.problem) == nil, "\(line)")
        }
    }
}
