import Foundation

/// What `paperboy theme list` shows: the default theme's files and which ones a templates folder replaces.
public struct ThemeListing: Sendable, Equatable {
    /// Where a theme file comes from.
    public enum State: Sendable, Equatable {
        /// The folder has no such file: the built-in one is used.
        case builtIn
        /// The folder's file replaces the built-in one.
        case overridden
        /// The folder has a copy identical to the built-in one (it gets no theme fixes).
        case sameAsBuiltIn
    }

    /// One file of the default theme.
    public struct Entry: Sendable, Equatable {
        /// `partials/paper.html`.
        public var name: String
        /// `partials/paper.html.mustache`.
        public var path: String
        /// Where it comes from.
        public var state: State
    }

    /// The templates folder as the user would type it (`templates/`).
    public var folder: String
    /// False when the config names no templates folder.
    public var isConfigured: Bool
    /// Every file of the default theme, by name.
    public var entries: [Entry]
    /// Template and asset files of the folder that replace no default file (paths), sorted.
    public var added: [String]

    /// The lines `paperboy theme list` prints: one a file, `name  state`, then the additions.
    public var lines: [String] {
        let width = entries.map(\.name.count).max() ?? 0
        var lines = ["Default theme files, and what \(folder) does with them:"]
        lines += entries.map { entry in
            let padded = entry.name.padding(toLength: width, withPad: " ", startingAt: 0)
            switch entry.state {
            case .builtIn: return "  \(padded)  built-in"
            case .overridden: return "  \(padded)  replaced by \(folder)\(entry.path)"
            case .sameAsBuiltIn: return "  \(padded)  replaced by \(folder)\(entry.path), an unchanged copy"
            }
        }
        if !added.isEmpty { lines.append("Added by \(folder): " + added.joined(separator: ", ")) }
        if !isConfigured { lines.append("The config names no templates folder: add `templates: templates` to it for builds to use \(folder).") }
        return lines
    }
}
