import Foundation
@testable import PaperboyKit
import PaperboyModels
import Testing

/// The demo built with `language: de`: German dates, labels and numbers, `lang="de"`, and
/// the feeds' language; nothing of the English theme left on the day page.
@Suite struct GermanDemoSiteTests {
    /// The demo config with `language: de` and its paths made absolute, in a new temporary folder.
    static func build() async throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("paperboy-demo-de-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let examples = DemoSite.examples.path
        var config = try String(contentsOf: DemoSite.examples.appendingPathComponent("paperboy.yml"), encoding: .utf8)
        for (from, to) in [("language: en", "language: de"), ("templates: ../Templates", "templates: \(DemoSite.repository.path)/Templates"),
                           ("path: feeds/", "path: \(examples)/feeds/")] {
            #expect(config.contains(from), "the demo config has \(from)")
            config = config.replacingOccurrences(of: from, with: to)
        }
        let file = folder.appendingPathComponent("paperboy.yml")
        try config.write(to: file, atomically: true, encoding: .utf8)
        let options = BuildOptions(doors: .testing, configFile: file, day: DigestDay("2024-11-28"), output: folder.appendingPathComponent("site"),
                                   data: folder.appendingPathComponent("data"), now: DemoSite.noon, currentDirectory: folder)
        _ = try await SiteBuild(options: options).run()
        return folder.appendingPathComponent("site")
    }

    @Test func theDayPageIsGerman() async throws {
        let site = try await Self.build()
        let day = try String(contentsOf: site.appendingPathComponent("2024/11/28/index.html"), encoding: .utf8)
        #expect(day.contains("<html lang=\"de\">"))
        #expect(day.contains("<time datetime=\"2024-11-28\">Donnerstag, 28. November 2024</time>"))
        #expect(day.contains(">Archiv</a>") && day.contains(">Kategorien</a>") && day.contains(">Suche</a>"))
        #expect(day.contains("Einträge · <a href=") && day.contains(">Kompaktansicht</a></p>"))
        #expect(day.contains(">Inhalt</h2>") && day.contains(">Zurück zum Inhalt</a>") && day.contains(">Neue Einreichungen <span"))
        #expect(day.contains(">Quellen</h2>") && day.contains(">Markdown-Fassung</a>"))
        for english in [">Archive<", ">Search<", "Skip to content", " items<", "Thursday", "2024: 28 items", "Abstract page", "Built with"] {
            #expect(!day.contains(english), "English left on the German day page: \(english)")
        }
        let markdown = try String(contentsOf: site.appendingPathComponent("2024/11/28/index.md"), encoding: .utf8)
        #expect(markdown.contains("Donnerstag, 28. November 2024 · "))
        #expect(markdown.contains("Erstellt mit Paperboy."))
        let archive = try String(contentsOf: site.appendingPathComponent("archive/index.html"), encoding: .utf8)
        #expect(archive.contains("<p class=\"dateline\">1 Tag · "))
        #expect(archive.contains("28. Nov.</text>"))
        let atom = try String(contentsOf: site.appendingPathComponent("feeds/atom.xml"), encoding: .utf8)
        #expect(atom.contains("<feed xmlns=\"http://www.w3.org/2005/Atom\" xml:lang=\"de\">"))
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: site.appendingPathComponent("feeds/feed.json"))) as? [String: Any]
        #expect(json?["language"] as? String == "de")
    }

    @Test func anUnknownLanguageNamesTheLineAndTheShippedOnes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("paperboy-lang-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("paperboy.yml")
        try "title: T\nlanguage: fr-CA\nsources:\n  - name: a\n    path: a.xml\n".write(to: file, atomically: true, encoding: .utf8)
        #expect {
            try PaperboyConfig.load(from: file, currentDirectory: folder, fileSystem: .disk)
        } throws: { error in
            let text = "\(error)"
            return text.contains("paperboy.yml:2:") && text.contains("fr-CA") && text.contains("de, en")
        }
        try "title: T\nlanguage: de-AT\nsources:\n  - name: a\n    path: a.xml\n".write(to: file, atomically: true, encoding: .utf8)
        #expect(try PaperboyConfig.load(from: file, currentDirectory: folder, fileSystem: .disk).language == "de-AT")
        try "title: T\nlanguage: \"de_AT\"\nsources:\n  - name: a\n    path: a.xml\n".write(to: file, atomically: true, encoding: .utf8)
        #expect(throws: (any Error).self) { try PaperboyConfig.load(from: file, currentDirectory: folder, fileSystem: .disk) }
    }
}
