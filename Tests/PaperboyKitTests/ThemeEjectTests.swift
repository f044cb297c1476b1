import Foundation
@testable import PaperboyKit
import PaperboyViews
import Testing

/// `paperboy theme eject` and `paperboy theme list`.
@Suite struct ThemeEjectTests {
    private func project(templates: Bool = true) throws -> (Playground, ThemeFolder) {
        let playground = try Playground()
        try playground.write("paperboy.yml", "title: T\n" + (templates ? "templates: templates\n" : "")
            + "sources:\n  - name: a\n    path: a.xml\nsections:\n  - title: A\n    sources: [a]\n")
        if templates { try FileManager.default.createDirectory(at: playground.url.appendingPathComponent("templates"), withIntermediateDirectories: true) }
        let folder = try ThemeFolder(configFile: playground.url.appendingPathComponent("paperboy.yml"), currentDirectory: playground.url, fileSystem: .disk)
        return (playground, folder)
    }

    @Test("named files are copied with the default content, by name, path or partial name")
    func ejectNamed() throws {
        let (playground, folder) = try project()
        let report = try ThemeEject(folder: folder).run(names: ["day.html", "partials/paper.html.mustache", "item.html", "assets/style.css"])
        #expect(report.written == ["day.html.mustache", "partials/paper.html.mustache", "partials/item.html.mustache", "assets/style.css"])
        #expect(report.lines.first == "wrote templates/day.html.mustache")
        for path in report.written {
            #expect(try Data(contentsOf: playground.url.appendingPathComponent("templates/" + path)) == DefaultTheme.allFiles[path])
        }
    }

    @Test("an unknown name is an error listing the valid ones, and nothing is written")
    func unknownName() throws {
        let (playground, folder) = try project()
        #expect {
            try ThemeEject(folder: folder).run(names: ["day.html", "dya.html"])
        } throws: { error in
            guard case ThemeError.unknownFiles(let names, let valid) = error else { return false }
            return names == ["dya.html"] && valid == ThemeFile.all.map(\.name) && valid.contains("partials/paper.html")
                && "\(error)".hasPrefix("no theme file is named 'dya.html'; the default theme's files: 404.html, about.html,")
        }
        #expect(try playground.list("templates") == [])
    }

    @Test("an existing named file is refused without --force and replaced with it; eject-all keeps it")
    func force() throws {
        let (playground, folder) = try project()
        try playground.write("templates/day.html.mustache", "mine")
        #expect(throws: ThemeError.exists(["templates/day.html.mustache"])) { try ThemeEject(folder: folder).run(names: ["day.html", "404.html"]) }
        #expect(try playground.read("templates/day.html.mustache") == "mine")
        #expect(!playground.exists("templates/404.html.mustache"))

        let all = try ThemeEject(folder: folder).run(names: [])
        #expect(all.kept == ["day.html.mustache"])
        #expect(all.written.count == DefaultTheme.allFiles.count - 1)
        #expect(try playground.read("templates/day.html.mustache") == "mine")

        let forced = try ThemeEject(folder: folder, force: true).run(names: ["day.html"])
        #expect(forced.written == ["day.html.mustache"])
        #expect(try Data(contentsOf: playground.url.appendingPathComponent("templates/day.html.mustache")) == DefaultTheme.allFiles["day.html.mustache"])
    }

    @Test("list shows every theme file, which ones the folder replaces, and what it adds")
    func list() throws {
        let (playground, folder) = try project()
        _ = try ThemeEject(folder: folder).run(names: ["partials/paper.html"])
        try playground.write("templates/assets/style.css", "body {}")
        try playground.write("templates/partials/extra.html.mustache", "x")
        try playground.write("templates/README.md", "notes")
        let listing = try folder.listing()
        #expect(listing.entries.map(\.name) == ThemeFile.all.map(\.name))
        let states = Dictionary(uniqueKeysWithValues: listing.entries.map { ($0.name, $0.state) })
        #expect(states["assets/style.css"] == .overridden)
        #expect(states["partials/paper.html"] == .sameAsBuiltIn)
        #expect(states["day.html"] == .builtIn)
        #expect(listing.entries.filter { $0.state == .builtIn }.count == ThemeFile.all.count - 2)
        #expect(listing.added == ["partials/extra.html.mustache"])
        #expect(listing.lines.contains { $0.hasPrefix("  assets/style.css ") && $0.hasSuffix("  replaced by templates/assets/style.css") })
        #expect(listing.lines.contains { $0.hasPrefix("  partials/paper.html ") && $0.hasSuffix(", an unchanged copy") })
        #expect(listing.lines.last == "Added by templates/: partials/extra.html.mustache")
    }

    @Test("with no templates: in the config, eject writes templates/ beside it and says to name it")
    func unconfigured() throws {
        let (playground, folder) = try project(templates: false)
        #expect(!folder.isConfigured)
        let report = try ThemeEject(folder: folder).run(names: ["day.html"])
        #expect(playground.exists("templates/day.html.mustache"))
        #expect(report.lines.last?.contains("add `templates: templates`") == true)
    }
}
