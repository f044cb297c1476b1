/// What `paperboy init` did.
public struct InitReport: Sendable, Equatable {
    /// The project folder as the user would type it.
    public var folder: String
    /// Files written, relative to the folder, sorted.
    public var written: [String] = []
    /// Files that existed and were left as they were, sorted.
    public var skipped: [String] = []

    /// Creates an empty report.
    public init(folder: String) {
        self.folder = folder
    }

    /// The lines `paperboy init` prints: what it wrote and kept, then the next steps.
    public var lines: [String] {
        let prefix = folder.isEmpty || folder == "." ? "" : folder + "/"
        let configPath = prefix + "paperboy.yml"
        var lines = written.map { "wrote \(prefix)\($0)" }
        lines += skipped.map { "kept  \(prefix)\($0) (exists)" }
        lines += [
            "",
            "Next:",
            "  paperboy check --config \(configPath)",
            "  paperboy build --config \(configPath)",
            "  paperboy serve --site \(prefix)site",
            "  paperboy theme eject partials/paper.html --config \(configPath)   # to change a template",
            "Then push the folder to GitHub and set Settings → Pages → Source to \"GitHub Actions\".",
        ]
        return lines
    }
}
