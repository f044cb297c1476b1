import Foundation

/// What `paperboy init` did.
public struct InitReport: Sendable, Equatable {
    /// The project folder as the user would type it.
    public var folder: String
    /// Files written, relative to the folder, sorted.
    public var written: [String] = []
    /// Files that existed and were left as they were, sorted.
    public var skipped: [String] = []
    /// The release of a workflow written without `PAPERBOY_REPOSITORY` (nobody said which
    /// repository publishes it): the user has to set it before the workflow can run.
    public var releaseWithoutRepository: PaperboyRelease?

    /// The workflow's path in the project.
    static let workflowPath = ".github/workflows/paperboy.yml"

    /// Creates an empty report.
    public init(folder: String) {
        self.folder = folder
    }

    /// The folder's prefix for a path in it: empty for the current folder.
    private var prefix: String { folder.isEmpty || folder == "." ? "" : folder + "/" }

    /// The lines `paperboy init` prints: what it wrote and kept, then the next steps, each
    /// command runnable as printed from the folder `init` ran in.
    public var lines: [String] {
        let config = Self.shellWord(prefix + "paperboy.yml")
        var lines = written.map { "wrote \(prefix)\($0)" }
        lines += skipped.map { "kept  \(prefix)\($0) (exists)" }
        let setRepository = releaseWithoutRepository == nil ? "" : "set PAPERBOY_REPOSITORY: OWNER/NAME in \(prefix)\(Self.workflowPath), "
        lines += [
            "",
            "Next:",
            "  paperboy check --config \(config)",
            "  paperboy build --config \(config)",
            "  paperboy serve --config \(config)",
            "  paperboy theme eject partials/paper.html --config \(config)   # to change a template",
            "Then \(setRepository)push the folder to GitHub and set Settings → Pages → Source to \"GitHub Actions\".",
        ]
        return lines
    }

    /// What the user must know and fix: a workflow written without the repository it downloads Paperboy from.
    public var warnings: [String] {
        guard let release = releaseWithoutRepository else { return [] }
        return ["this paperboy binary does not know which GitHub repository publishes its releases (it was built "
            + "from a clone without a github.com origin remote), so PAPERBOY_REPOSITORY in \(prefix)\(Self.workflowPath) "
            + "is empty: set it there to OWNER/NAME, the repository whose release v\(release.version) has \(release.archiveName) "
            + "(or delete that file and run paperboy init \(Self.shellWord(folder.isEmpty ? "." : folder)) --paperboy-repository OWNER/NAME)"]
    }

    /// `text` as one shell word: as it is when it holds only characters no shell treats
    /// specially, else in single quotes.
    static func shellWord(_ text: String) -> String {
        let plain = !text.isEmpty && !text.hasPrefix("~") && text.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || "/._-+:,@%~".unicodeScalars.contains($0)
        }
        return plain ? text : "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
