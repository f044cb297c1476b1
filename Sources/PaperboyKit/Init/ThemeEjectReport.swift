/// What `paperboy theme eject` did.
public struct ThemeEjectReport: Sendable, Equatable {
    /// The templates folder as the user would type it (`templates/`).
    public var folder: String
    /// False when the config names no templates folder.
    public var isConfigured: Bool
    /// Paths written, relative to the folder, in the order of the theme's files.
    public var written: [String] = []
    /// Paths that existed and were left as they were.
    public var kept: [String] = []

    /// Creates an empty report.
    public init(folder: String, isConfigured: Bool) {
        self.folder = folder
        self.isConfigured = isConfigured
    }

    /// The lines `paperboy theme eject` prints.
    public var lines: [String] {
        var lines = written.map { "wrote \(folder)\($0)" }
        lines += kept.map { "kept  \(folder)\($0) (exists; --force overwrites it)" }
        if !isConfigured {
            lines.append("The config names no templates folder: add `templates: templates` to it, or builds ignore \(folder).")
        }
        return lines
    }
}
