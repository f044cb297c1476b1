import ArgumentParser
import Foundation
import PaperboyKit

extension Paperboy {
    /// `paperboy init [DIR]`: a new digest project.
    struct Init: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write a new digest project: config, workflow, .gitignore and an empty templates folder.",
            discussion: """
            Writes paperboy.yml (a commented starter digest), .gitignore, \
            .github/workflows/paperboy.yml (a daily build that downloads this version's \
            release binary, checks its SHA-256, commits data/ and deploys site/ to GitHub \
            Pages) and templates/README.md. The theme stays inside the binary: a file in \
            templates/ replaces the default file of the same path (`paperboy theme eject` \
            copies one out). A file that exists is never overwritten: it is listed as kept.

            The workflow downloads Paperboy \(BuildInfo.current.version) from the GitHub \
            repository this binary was built from\(BuildInfo.current.repository.map { " (\($0))" } ?? ""), \
            or from --paperboy-repository OWNER/NAME. A binary built from a clone without a \
            github.com origin remote knows no repository: without --paperboy-repository, init \
            leaves PAPERBOY_REPOSITORY empty in the workflow and warns that it must be set \
            there before the workflow can run.

            With --from-opml, paperboy.yml holds the feeds of a feed reader's OPML \
            export instead of the starter digest: one source per feed (arXiv listing and \
            API feeds become arXiv sources), one section per top-level folder, and one for \
            the feeds outside folders. Outlines that are not http(s) feeds are left out with \
            a warning; a file with no feed is an error and nothing is written.

            \(ExitStatus.helpText)

            Examples:
              paperboy init my-digest
              paperboy init my-digest --from-opml subscriptions.opml
              paperboy init            # into the current folder
              paperboy init my-digest --paperboy-repository octo/paperboy
            """
        )

        @Argument(help: ArgumentHelp("The project folder (created when missing).", valueName: "dir"))
        var folder = "."

        @Option(name: .customLong("paperboy-repository"),
                help: ArgumentHelp("The GitHub repository whose releases the workflow downloads Paperboy from.", valueName: "owner/name"))
        var paperboyRepository: String?

        @Option(name: .customLong("from-opml"),
                help: ArgumentHelp("Start from a feed reader's subscriptions (an OPML file).", valueName: "file"))
        var fromOPML: String?

        func validate() throws {
            if folder.trimmingCharacters(in: .whitespaces).isEmpty { throw ValidationError("the folder must not be empty") }
            if let paperboyRepository, (try? PaperboyRelease(repository: paperboyRepository, version: "0.0.0")) == nil {
                throw ValidationError("\(PaperboyReleaseError.badRepository(paperboyRepository))")
            }
        }

        func run() throws {
            let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
            do {
                let release = try PaperboyRelease.resolve(repository: paperboyRepository)
                var config: String?
                if let fromOPML {
                    let document = try OPMLDocument.read(contentsOf: URL(fileURLWithPath: fromOPML, relativeTo: cwd), name: fromOPML, fileSystem: Doors.live.fileSystem)
                    let imported = try OPMLImport(document: document, file: fromOPML)
                    imported.warnings.forEach(CLIFailure.printWarning)
                    config = imported.configText(from: URL(fileURLWithPath: fromOPML).lastPathComponent)
                }
                let project = ProjectInit(folder: URL(fileURLWithPath: folder, relativeTo: cwd), currentDirectory: cwd, release: release, config: config,
                                          fileSystem: Doors.live.fileSystem)
                let report = try project.run()
                report.warnings.forEach(CLIFailure.printWarning)
                print(report.lines.joined(separator: "\n"))
            } catch {
                throw CLIFailure("\(error)")
            }
        }
    }
}
