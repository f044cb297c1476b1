import Foundation

/// `paperboy check`: the checks every run makes before it reads a source, run alone.
///
/// It runs the same steps as the start of ``SiteBuild``'s pipeline (`load config`,
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

    /// The steps: the first two of every ``SiteBuild``.
    public var pipeline: Pipeline<BuildContext> {
        Pipeline(SiteBuild.checkSteps)
    }

    /// Runs the checks.
    /// - Returns: What was checked.
    /// - Throws: ``PipelineError`` naming the step, wrapping the ``ConfigError`` or
    ///   ``TemplateError`` with the file, line and column of the first problem.
    public func run(log: (String) -> Void = { _ in }) async throws -> CheckReport {
        var context = BuildContext(options: options)
        try await pipeline.run(&context, log: log)
        let config = try context.require(context.config, "the config")
        let theme = try context.require(context.theme, "the theme")
        let display = PathDisplay(currentDirectory: options.currentDirectory)
        return CheckReport(config: display.show(config.file), sourceCount: config.sources.count,
                           sectionCount: config.sections.count, templates: config.templates.map(display.show) ?? "(default theme)",
                           templateCount: theme.templates.names.count)
    }
}
