import Foundation

/// `paperboy check`: the checks every run makes before it reads a source, run alone.
///
/// It runs the same steps as the start of every ``SiteBuild`` (`load config`,
/// `load theme`), so `check` passes exactly when `build` would get past them:
/// the config (YAML syntax, unknown keys, wrong types, unknown source kinds,
/// queries, sections naming missing sources) and every template of the theme the
/// config names (syntax, Markdown pragma, unknown partials).
public struct ProjectCheck: Sendable {
    /// The config file and working directory (the other options are not used).
    public let options: BuildOptions

    /// Creates a check.
    public init(options: BuildOptions) {
        self.options = options
    }

    /// Runs the checks.
    /// - Returns: What was checked.
    /// - Throws: ``PipelineError`` naming the step, wrapping the ``ConfigError`` or
    ///   ``TemplateError`` with the file, line and column of the first problem.
    public func run(log: @escaping (String) -> Void = { _ in }) async throws -> CheckReport {
        let build = SiteBuild(options: options, mode: .render)
        var step = BuildSteps(names: SiteBuild.checkStepNames, log: log)
        let config = try await step.run("load config") { try build.loadConfig() }
        let theme = try await step.run("load theme") { try build.loadTheme(config) }.theme
        let display = PathDisplay(currentDirectory: options.currentDirectory)
        return CheckReport(config: display.show(config.file), sourceCount: config.sources.count,
                           sectionCount: config.sections.count, templates: config.templates.map(display.show) ?? "(default theme)",
                           templateCount: theme.templates.names.count)
    }
}
