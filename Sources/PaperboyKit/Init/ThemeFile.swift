import Foundation
import PaperboyViews

/// A file of the default theme, as `paperboy theme` names it.
public struct ThemeFile: Sendable, Equatable {
    /// `day.html`, `partials/paper.html`, `assets/style.css`: the path without `.mustache`.
    public var name: String
    /// The path in a templates folder: `day.html.mustache`, `assets/style.css`.
    public var path: String
    /// The default content.
    public var contents: Data

    /// Every file of the default theme, sorted by name.
    public static var all: [ThemeFile] {
        DefaultTheme.allFiles.map { ThemeFile(name: ThemeOverlay.fileName(path: $0.key), path: $0.key, contents: $0.value) }
            .sorted { $0.name < $1.name }
    }

    /// The files named, in the order given, once each. A name is a theme file's name
    /// (`partials/paper.html`), its path (`partials/paper.html.mustache`), or a partial's
    /// name alone (`paper.html`).
    /// - Throws: ``ThemeError/unknownFiles(_:valid:)`` listing every name that is none of these.
    public static func named(_ names: [String]) throws -> [ThemeFile] {
        let files = all
        var chosen: [ThemeFile] = []
        var unknown: [String] = []
        for name in names {
            let trimmed = name.hasPrefix("./") ? String(name.dropFirst(2)) : name
            let match = files.first { $0.name == trimmed || $0.path == trimmed }
                ?? files.first { $0.name == "partials/" + trimmed || $0.path == "partials/" + trimmed }
            guard let match else {
                unknown.append(name)
                continue
            }
            if !chosen.contains(match) { chosen.append(match) }
        }
        if !unknown.isEmpty { throw ThemeError.unknownFiles(unknown, valid: files.map(\.name)) }
        return chosen
    }
}
