import ArgumentParser
import Foundation
import PaperboyKit

extension Paperboy {
    /// `paperboy theme list`: the theme's files and which ones the templates folder replaces.
    struct ThemeList: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list",
            abstract: "List the default theme's files and which ones the templates folder replaces.",
            discussion: """
            \(ExitStatus.helpText)

            Examples:
              paperboy theme list
              paperboy theme list --config my-digest/paperboy.yml
            """
        )

        @Option(name: .long, help: ArgumentHelp("The config file (its templates: folder).", valueName: "file"))
        var config = "paperboy.yml"

        func run() throws {
            let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
            do {
                let folder = try ThemeFolder(configFile: URL(fileURLWithPath: config, relativeTo: cwd), currentDirectory: cwd, fileSystem: Doors.live.fileSystem)
                print(try folder.listing().lines.joined(separator: "\n"))
            } catch {
                throw CLIFailure(error)
            }
        }
    }
}
