import Foundation
import PaperboyFileSystem
import PaperboyStore

/// `paperboy init [DIR]`: writes a new digest project, never overwriting a file.
///
/// The project: `paperboy.yml` (a commented starter config), `.gitignore`,
/// `.github/workflows/paperboy.yml` (a daily GitHub Actions build with the release binary
/// of ``release``, that commits `data/` and deploys `site/` to Pages), and `templates/`
/// holding only a README: the theme stays inside the binary, and a file put in
/// `templates/` (`paperboy theme eject`) replaces the default file of the same path.
public struct ProjectInit: Sendable {
    /// The project folder (created when missing).
    public let folder: URL
    /// Where the command runs: the report shows paths relative to it.
    public let currentDirectory: URL
    /// The Paperboy release the workflow downloads.
    public let release: PaperboyRelease
    /// The text of `paperboy.yml` when it is not the starter digest (`--from-opml`).
    public let config: String?
    /// The one door to the disk the files are written through.
    let fileSystem: FileSystem

    /// Creates an init writing through `fileSystem`; `config` replaces the starter `paperboy.yml`.
    public init(folder: URL, currentDirectory: URL, release: PaperboyRelease, config: String? = nil, fileSystem: FileSystem) {
        self.fileSystem = fileSystem
        self.folder = folder.standardizedFileURL
        self.currentDirectory = currentDirectory
        self.release = release
        self.config = config
    }

    /// Every file a new project gets, by path relative to the project folder, sorted;
    /// `config` replaces the starter `paperboy.yml`.
    public static func files(release: PaperboyRelease, config: String? = nil) -> [(path: String, contents: Data)] {
        let files: [(path: String, contents: Data)] = [
            ("paperboy.yml", Data((config ?? InitFiles.config).utf8)),
            (".gitignore", Data(InitFiles.gitignore.utf8)),
            (InitReport.workflowPath, Data(InitFiles.workflow(release).utf8)),
            ("templates/README.md", Data(InitFiles.templatesReadme.utf8)),
        ]
        return files.sorted { $0.path < $1.path }
    }

    /// Writes every file that does not exist yet.
    /// - Returns: The files written and the ones left as they were.
    /// - Throws: ``InitError`` naming the file that cannot be written.
    public func run() throws -> InitReport {
        let display = PathDisplay(currentDirectory: currentDirectory)
        // The current folder itself is "." (PathDisplay shows a path inside it relative, itself absolute).
        let isCurrent = folder.path == currentDirectory.standardizedFileURL.path
            || folder.path + "/" == currentDirectory.standardizedFileURL.path
        var report = InitReport(folder: isCurrent ? "." : display.show(folder))
        let files = Self.files(release: release, config: config)
        if config != nil, fileSystem.info(folder.appendingPathComponent("paperboy.yml")) != nil {
            throw InitError.configExists(display.show(folder.appendingPathComponent("paperboy.yml")))
        }
        for file in files {
            let url = folder.appendingPathComponent(file.path)
            if fileSystem.info(url) != nil {
                report.skipped.append(file.path)
                continue
            }
            do {
                try fileSystem.makeFolder(url.deletingLastPathComponent())
                try fileSystem.write(file.contents, url)
            } catch {
                throw InitError(file: display.show(url), underlying: error)
            }
            report.written.append(file.path)
        }
        if release.repository == nil, report.written.contains(InitReport.workflowPath) {
            report.releaseWithoutRepository = release
        }
        return report
    }
}
