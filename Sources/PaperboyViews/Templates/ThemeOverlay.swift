import Foundation
import PaperboyFileSystem

/// The default theme's templates with a user's templates folder laid over them, as
/// text (not parsed), knowing which file came from where: what ``TemplateNameCheck``
/// needs to say that a user's file replaces a default one, and what `paperboy theme`
/// lists. ``Theme/layered(over:)`` builds the theme that renders from the same files.
public struct ThemeOverlay: Sendable {
    /// Every template by name (`day.html`, `paper.html`), the user's where it has one.
    public let sources: [String: TemplateSource]
    /// Template name → the default theme file the user's folder replaces, by its
    /// ``fileName(path:)`` (`paper.html` → `partials/paper.html`).
    public let overrides: [String: String]
    /// Templates the user's folder adds that are not in the default theme.
    public let added: Set<String>
    /// The user's folder; nil for the default theme alone.
    public let directory: URL?
    /// The default theme, as compiled in.
    let base: Theme
    /// The door to the disk the folder is read through (its assets and locales later too).
    let fileSystem: FileSystem

    /// Reads the user's folder (nil: the default theme alone) through `fileSystem`.
    /// - Throws: ``TemplateError`` for a folder or file that cannot be read, or a default
    ///   template that does not parse (a build defect).
    public init(directory: URL?, fileSystem: FileSystem) throws {
        let base = try DefaultTheme.theme()
        var sources = base.templates.sources
        var overrides: [String: String] = [:]
        var added: Set<String> = []
        if let directory {
            var defaultPaths: [String: String] = [:]
            for path in DefaultTheme.allFiles.keys where path.hasSuffix(".mustache") {
                let name = String(path.dropLast(".mustache".count))
                defaultPaths[name.hasPrefix("partials/") ? String(name.dropFirst("partials/".count)) : name] = path
            }
            for source in try TemplateLibrary.readSources(in: directory, fileSystem: fileSystem) {
                sources[source.name] = source
                if let path = defaultPaths[source.name] { overrides[source.name] = Self.fileName(path: path) } else { added.insert(source.name) }
            }
        }
        self.sources = sources
        self.overrides = overrides
        self.added = added
        self.directory = directory
        self.base = base
        self.fileSystem = fileSystem
    }

    /// The check of every name the templates use.
    public var nameCheck: TemplateNameCheck {
        TemplateNameCheck(sources: sources, overrides: overrides, added: added)
    }

    /// How `paperboy theme` names a theme file: its path without `.mustache`
    /// (`day.html`, `partials/paper.html`, `assets/style.css`).
    public static func fileName(path: String) -> String {
        path.hasSuffix(".mustache") ? String(path.dropLast(".mustache".count)) : path
    }
}
