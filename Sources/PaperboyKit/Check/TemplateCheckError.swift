import PaperboyViews

/// Template names that render as nothing: variables no view provides where they are used,
/// and includes of templates the theme does not have (`paperboy check` exits 5).
public struct TemplateCheckError: Error, CustomStringConvertible {
    /// Every issue found, errors and warnings, files shown as the user would type them.
    public var issues: [TemplateNameIssue]

    /// Creates an error.
    public init(issues: [TemplateNameIssue]) {
        self.issues = issues
    }

    /// The errors alone.
    public var errors: [TemplateNameIssue] { issues.filter(\.isError) }

    /// One issue a line.
    public var description: String { issues.map(\.description).joined(separator: "\n") }
}
