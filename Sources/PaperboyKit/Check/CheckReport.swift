/// What `paperboy check` found valid.
public struct CheckReport: Sendable, Equatable {
    /// The config file as the user would type it.
    public var config: String
    /// Sources in the config.
    public var sourceCount: Int
    /// Sections in the config.
    public var sectionCount: Int
    /// The theme folder as the user would type it, or `(default theme)`.
    public var templates: String
    /// Templates (partials included) in the theme.
    public var templateCount: Int
    /// Problems that do not fail the check (a template of the folder nothing uses), one line each.
    public var warnings: [String]
    /// What the config means where that is not plain (each arXiv holiday's effect), one line each.
    public var notes: [String]

    /// Creates a report.
    public init(config: String, sourceCount: Int, sectionCount: Int, templates: String, templateCount: Int, warnings: [String] = [],
                notes: [String] = []) {
        self.notes = notes
        self.config = config
        self.sourceCount = sourceCount
        self.sectionCount = sectionCount
        self.templates = templates
        self.templateCount = templateCount
        self.warnings = warnings
    }

    /// `paperboy.yml is valid: 4 sources, 3 sections; 11 templates in Templates/.`
    public var summary: String {
        func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
        return "\(config) is valid: \(count(sourceCount, "source")), \(count(sectionCount, "section")); "
            + "\(count(templateCount, "template")) in \(templates == "(default theme)" ? templates : templates + "/")."
    }
}
