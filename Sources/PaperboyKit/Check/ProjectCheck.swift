import Foundation
import PaperboyViews

/// `paperboy check`: the checks every run makes before it reads a source, run alone.
///
/// It runs the same steps as the start of a `build` (`load config`, `load theme`), so
/// `check` passes exactly when `build` with the same options would get past them: the
/// config (YAML syntax, unknown keys, wrong types, unknown source kinds, queries,
/// sections naming missing sources, `path:` files that are not there, an e-mail edition
/// without a base URL) and every template of the theme the config names (syntax,
/// Markdown pragma, unknown partials). Then every name the templates use
/// (``TemplateNameCheck``): a variable no view provides where it is used is an error,
/// named with file, line, column and the closest valid name; a file of the templates
/// folder that nothing uses is a warning.
public struct ProjectCheck: Sendable {
    /// The config file, working directory and base URL (the other options are not used).
    public let options: BuildOptions

    /// Creates a check.
    public init(options: BuildOptions) {
        self.options = options
    }

    /// Runs the checks.
    /// - Returns: What was checked.
    /// - Throws: ``PipelineError`` naming the step, wrapping the ``ConfigError`` or
    ///   ``TemplateError`` with the file, line and column of the first problem;
    ///   ``TemplateCheckError`` listing every template name that renders as nothing.
    public func run(log: @escaping (String) -> Void = { _ in }) async throws -> CheckReport {
        let build = SiteBuild(options: options, mode: .build)
        let step = BuildSteps(SiteBuild.checkSteps, log: log)
        let config = try await step.run(.loadConfig) { try build.loadConfig() }
        let loaded: (renderer: SiteRenderer, warnings: [TemplateNameIssue])
        do {
            loaded = try await step.run(.loadTheme) { try build.loadTheme(config) }
        } catch let error as PipelineError {
            if let names = error.underlying as? TemplateCheckError { throw names }
            throw error
        }
        let (theme, warnings) = (loaded.renderer.theme, loaded.warnings)
        let display = PathDisplay(currentDirectory: options.currentDirectory)
        return CheckReport(config: display.show(config.file), sourceCount: config.sources.count,
                           sectionCount: config.sections.count, templates: config.templates.map(display.show) ?? "(default theme)",
                           templateCount: theme.templates.names.count,
                           warnings: warnings.map(\.description), notes: config.fetch.arxivHolidayNotes())
    }
}
