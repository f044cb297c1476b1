import ArgumentParser
import Foundation
import PaperboyKit

extension Paperboy {
    /// `paperboy theme eject [NAME...]`: copies default theme files into the templates folder.
    struct ThemeEject: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "eject",
            abstract: "Copy default theme files into the templates folder, to edit.",
            discussion: """
            Names are as `paperboy theme list` shows them (day.html, partials/paper.html, \
            assets/style.css); with none, every file is copied and the files that exist are \
            kept. A named file that exists is an error unless --force is given.

            \(ExitStatus.helpText)

            Examples:
              paperboy theme eject day.html
              paperboy theme eject partials/paper.html assets/style.css --config my-digest/paperboy.yml
              paperboy theme eject --force day.html   # back to the current default
            """
        )

        @Argument(help: ArgumentHelp("Theme files to copy (default: all).", valueName: "name"))
        var names: [String] = []

        @Option(name: .long, help: ArgumentHelp("The config file (its templates: folder).", valueName: "file"))
        var config = "paperboy.yml"

        @Flag(name: .long, help: "Overwrite files that exist in the templates folder.")
        var force = false

        func run() throws {
            let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
            do {
                let folder = try ThemeFolder(configFile: URL(fileURLWithPath: config, relativeTo: cwd), currentDirectory: cwd, fileSystem: Doors.live.fileSystem)
                let report = try PaperboyKit.ThemeEject(folder: folder, force: force).run(names: names)
                print(report.lines.joined(separator: "\n"))
            } catch {
                throw CLIFailure(error)
            }
        }
    }
}
