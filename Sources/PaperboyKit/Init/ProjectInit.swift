import Foundation
import PaperboyViews

/// `paperboy init [DIR]`: writes a new digest project, never overwriting a file.
///
/// The project: `paperboy.yml` (a commented starter config), `templates/` (a copy of
/// the default theme, to edit), `.gitignore`, and `.github/workflows/paperboy.yml`
/// (a daily GitHub Actions build that commits `data/` and deploys `site/` to Pages).
public struct ProjectInit: Sendable {
    /// The project folder (created when missing).
    public let folder: URL
    /// Where the command runs: the report shows paths relative to it.
    public let currentDirectory: URL

    /// Creates an init.
    public init(folder: URL, currentDirectory: URL) {
        self.folder = folder.standardizedFileURL
        self.currentDirectory = currentDirectory
    }

    /// Every file a new project gets, by path relative to the project folder, sorted.
    public static var files: [(path: String, contents: Data)] {
        var files: [(path: String, contents: Data)] = [
            ("paperboy.yml", Data(InitFiles.config.utf8)),
            (".gitignore", Data(InitFiles.gitignore.utf8)),
            (".github/workflows/paperboy.yml", Data(InitFiles.workflow.utf8)),
        ]
        for (path, data) in DefaultTheme.allFiles { files.append(("templates/" + path, data)) }
        return files.sorted { $0.path < $1.path }
    }

    /// Writes every file that does not exist yet.
    /// - Returns: The files written and the ones left as they were.
    /// - Throws: ``InitError`` naming the file that cannot be written.
    public func run() throws -> InitReport {
        let manager = FileManager()
        let display = PathDisplay(currentDirectory: currentDirectory)
        var report = InitReport(folder: display.show(folder))
        for file in Self.files {
            let url = folder.appendingPathComponent(file.path)
            if manager.fileExists(atPath: url.path) {
                report.skipped.append(file.path)
                continue
            }
            do {
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try file.contents.write(to: url, options: .withoutOverwriting)
            } catch {
                throw InitError(file: display.show(url), underlying: error)
            }
            report.written.append(file.path)
        }
        return report
    }
}
