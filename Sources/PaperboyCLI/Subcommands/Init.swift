import ArgumentParser
import Foundation
import PaperboyKit

extension Paperboy {
    /// `paperboy init [DIR]`: a new digest project.
    struct Init: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write a new digest project: config, templates, .gitignore and a GitHub Actions workflow.",
            discussion: """
            Writes paperboy.yml (a commented starter digest), templates/ (the default theme, \
            to edit), .gitignore and .github/workflows/paperboy.yml (a daily build that \
            commits data/ and deploys site/ to GitHub Pages). A file that exists is never \
            overwritten: it is listed as kept.

            \(ExitStatus.helpText)

            Examples:
              paperboy init my-digest
              paperboy init            # into the current folder
            """
        )

        @Argument(help: ArgumentHelp("The project folder (created when missing).", valueName: "dir"))
        var folder = "."

        func validate() throws {
            if folder.trimmingCharacters(in: .whitespaces).isEmpty { throw ValidationError("the folder must not be empty") }
        }

        func run() throws {
            let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
            do {
                let report = try ProjectInit(folder: URL(fileURLWithPath: folder, relativeTo: cwd), currentDirectory: cwd).run()
                print(report.lines.joined(separator: "\n"))
            } catch {
                throw CLIFailure("\(error)")
            }
        }
    }
}
