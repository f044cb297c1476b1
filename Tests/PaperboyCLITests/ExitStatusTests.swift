import Foundation
import Testing

/// Every documented exit status, from the real executable.
@Suite(.enabled(if: PaperboyProcess.executable != nil, "the paperboy executable is not built"))
struct ExitStatusTests {
    @Test("0: check passes on the demo config")
    func ok() throws {
        let result = try PaperboyProcess.run(["check", "--config", "Examples/paperboy.yml"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("Examples/paperboy.yml is valid: 4 sources, 6 sections; "))
    }

    @Test("1: an error names the file, line and column")
    func error() throws {
        let folder = try TempFolder()
        try folder.write("bad.yml", "title: x\nsources:\n  - name: a\n    pth: a.xml\n")
        let result = try PaperboyProcess.run(["check", "--config", "bad.yml"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix(#"paperboy: error: bad.yml:4:5: sources[0].pth: unknown key "pth""#))
    }

    @Test("2: a usage error", arguments: [["build", "--date", "2024-13-01"], ["check", "--no-such-flag"], ["nonsense"]])
    func usage(arguments: [String]) throws {
        let result = try PaperboyProcess.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains("Error:"))
    }

    @Test("3: built, but a source failed under --strict")
    func sourcesFailed() throws {
        let folder = try TempFolder()
        try folder.write("paperboy.yml", """
            templates: \(PaperboyProcess.root.appendingPathComponent("Templates").path)
            sources:
              - name: remote
                url: https://example.invalid/feed.xml
            """)
        let result = try PaperboyProcess.run(["build", "--offline", "--strict", "--date", "2024-11-28"], in: folder.url)
        #expect(result.status == 3)
        #expect(result.stderr.contains("1 of 1 sources failed (--strict): remote"))
        #expect(result.stdout.contains("\nSources: 0 ok, 0 stale, 1 failed.\nBuilt 2024-11-28 from 1 source: 0 new items, 0 updates into data/; "))
        #expect(result.stderr.contains("paperboy: remote: failed, 0 items, 1 request\n"))
        #expect(folder.exists("site/index.html"))
    }

    @Test("--help lists the exit statuses and examples on every command",
          arguments: ["init", "check", "build", "fetch", "render", "serve", "parse"])
    func help(command: String) throws {
        let result = try PaperboyProcess.run([command, "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Examples:"))
        #expect(result.stdout.contains("2 usage error"))
    }
}
