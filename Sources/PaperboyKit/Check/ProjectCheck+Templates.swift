import Foundation
import PaperboyViews

extension ProjectCheck {
    /// The names the config's templates use that nothing provides, and its templates folder's
    /// files that nothing uses (``TemplateNameCheck`` over the folder laid on the default theme),
    /// files shown as the user would type them.
    /// - Throws: ``TemplateError`` when a template cannot be read or parsed.
    static func templateIssues(_ config: PaperboyConfig, currentDirectory: URL) throws -> [TemplateNameIssue] {
        let display = PathDisplay(currentDirectory: currentDirectory)
        return try ThemeOverlay(directory: config.templates).nameCheck.run().map { issue in
            var shown = issue
            if issue.file.hasPrefix("/") { shown.file = display.show(URL(fileURLWithPath: issue.file)) }
            return shown
        }
    }

    /// What `build` and `render` print before they run: every template name issue of the
    /// config's theme, one line each, as warnings (the build still renders). None when the
    /// config or the theme does not load: the build itself reports that.
    public static func templateWarnings(options: BuildOptions) -> [String] {
        guard let config = try? PaperboyConfig.load(from: options.configFile, currentDirectory: options.currentDirectory),
              let issues = try? templateIssues(config, currentDirectory: options.currentDirectory)
        else { return [] }
        return issues.map(\.description)
    }

    /// The theme failed to load: when the config's templates folder explains it (a template
    /// there includes one the theme no longer has), the issues with the folder named; else `error`.
    static func explained(_ error: any Error, config: PaperboyConfig, currentDirectory: URL) -> any Error {
        guard config.templates != nil, let issues = try? templateIssues(config, currentDirectory: currentDirectory),
              issues.contains(where: { $0.kind == .missingTemplate }) else { return error }
        return TemplateCheckError(issues: issues)
    }
}
