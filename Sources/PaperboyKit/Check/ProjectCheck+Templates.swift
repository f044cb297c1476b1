import Foundation
import PaperboyFileSystem
import PaperboyViews

extension ProjectCheck {
    /// The names the config's templates use that nothing provides, and its templates folder's
    /// files that nothing uses (``TemplateNameCheck`` over the folder laid on the default theme),
    /// files shown as the user would type them. None for the default theme alone.
    /// - Throws: ``TemplateError`` when a template cannot be read or parsed.
    static func templateIssues(_ config: PaperboyConfig, currentDirectory: URL, fileSystem: FileSystem) throws -> [TemplateNameIssue] {
        guard config.templates != nil else { return [] }
        return try templateIssues(ThemeOverlay(directory: config.templates, fileSystem: fileSystem), currentDirectory: currentDirectory)
    }

    /// The name issues of templates already read (none for the default theme alone).
    /// - Throws: ``TemplateError`` when a template does not parse.
    static func templateIssues(_ overlay: ThemeOverlay, currentDirectory: URL) throws -> [TemplateNameIssue] {
        guard overlay.directory != nil else { return [] }
        let display = PathDisplay(currentDirectory: currentDirectory)
        return try overlay.nameCheck.run().map { issue in
            var shown = issue
            if issue.file.hasPrefix("/") { shown.file = display.show(URL(fileURLWithPath: issue.file)) }
            return shown
        }
    }

    /// Part of `load theme` in every run that renders and in `check`: the template name issues
    /// of the theme read once for the run, which are all warnings when it returns.
    /// - Throws: ``TemplateCheckError`` when an issue is an error (a name that renders as nothing).
    static func checkTemplateNames(_ overlay: ThemeOverlay, currentDirectory: URL) throws -> [TemplateNameIssue] {
        let issues = try templateIssues(overlay, currentDirectory: currentDirectory)
        if issues.contains(where: \.isError) { throw TemplateCheckError(issues: issues) }
        return issues
    }

    /// The theme failed to load: when the config's templates folder explains it (a template
    /// there includes one the theme no longer has), the issues with the folder named; else `error`.
    static func explained(_ error: any Error, config: PaperboyConfig, currentDirectory: URL, fileSystem: FileSystem) -> any Error {
        guard config.templates != nil, let issues = try? templateIssues(config, currentDirectory: currentDirectory, fileSystem: fileSystem),
              issues.contains(where: { $0.kind == .missingTemplate }) else { return error }
        return TemplateCheckError(issues: issues)
    }
}
