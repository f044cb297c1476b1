import Foundation
import PaperboyModels
import Testing

/// `--date` from the real executable: what its help says, a day too far ahead refused with
/// exit status 2, a day before the archive's first one warned about on stderr.
@Suite(.enabled(if: PaperboyProcess.executable != nil, "the paperboy executable is not built"))
struct DateOptionTests {
    private func project() throws -> TempFolder {
        let folder = try TempFolder()
        try folder.write("local.xml", """
            <rss version="2.0"><channel><title>Local</title>
            <item><title>A post</title><link>https://example.org/a</link><guid>a</guid></item></channel></rss>
            """)
        try folder.write("paperboy.yml", """
            time_zone: Pacific/Kiritimati
            templates: \(PaperboyProcess.root.appendingPathComponent("Templates").path)
            sources:
              - name: local
                path: local.xml
            """)
        return folder
    }

    @Test("--help says what --date is", arguments: ["build", "render", "serve", "fetch"])
    func help(command: String) async throws {
        let help = try await PaperboyProcess.run([command, "--help"]).stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(help.contains("The digest day written, YYYY-MM-DD (default: the day of the arXiv listing served now when the config reads an "
                              + "arXiv listing, whatever its time_zone; otherwise today in the config's time_zone). It becomes the front page "
                              + "(index.html, the feeds' latest) only if it is the archive's latest day. At most tomorrow; "
                              + "a day before the archive's first runs with a warning."))
    }

    @Test("a day more than one day ahead is a usage error and writes nothing", arguments: ["build", "render", "serve"])
    func tooFarAhead(command: String) async throws {
        let folder = try project()
        // Two days after today in the zone furthest ahead of UTC is more than a day ahead there too.
        let day = DigestDay(containing: Date().addingTimeInterval(3 * 86_400), in: TimeZone(identifier: "Pacific/Kiritimati")!)
        let result = try await PaperboyProcess.run([command, "--date", day.isoText] + (command == "serve" ? ["--port", "0"] : []), in: folder.url)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("paperboy: error: --date \(day.isoText) is "))
        #expect(result.stderr.contains(" in Pacific/Kiritimati, the config's time_zone): a digest day may be at most tomorrow, "))
        #expect(!folder.exists("data") && !folder.exists("site"))
    }

    @Test func aDayBeforeTheArchiveIsWarnedAboutAndBuilt() async throws {
        let folder = try project()
        let today = DigestDay(containing: Date(), in: TimeZone(identifier: "Pacific/Kiritimati")!)
        #expect(try await PaperboyProcess.run(["build"], in: folder.url).status == 0)
        let early = today.adding(days: -400)
        let result = try await PaperboyProcess.run(["build", "--date", early.isoText], in: folder.url)
        #expect(result.status == 0)
        #expect(result.stderr.contains("paperboy: warning: --date \(early.isoText) is before the archive's first day, \(today.isoText): "))
        #expect(result.stdout.contains("Built \(early.isoText) from 1 source: 0 new items, 0 updates into data/; front page \(today.isoText): "))
        #expect(folder.exists("data/days/\(early.isoText.replacingOccurrences(of: "-", with: "/")).json"))
    }
}
