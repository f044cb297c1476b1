import PaperboyModels
import PaperboyViews

/// Template names that render as nothing: variables no view provides where they are used,
/// and includes of templates the theme does not have (`check` and every run that renders exit 5).
public struct TemplateCheckError: Error, CustomStringConvertible {
    /// Every issue found, errors and warnings, files shown as the user would type them.
    public var issues: [TemplateNameIssue]

    /// Creates an error.
    public init(issues: [TemplateNameIssue]) {
        self.issues = issues
    }

    /// The errors alone.
    public var errors: [TemplateNameIssue] { issues.filter(\.isError) }

    /// One error a line (the warnings are not part of the failure).
    public var description: String { errors.map(\.description).joined(separator: "\n") }
}

extension TemplateCheckError: PaperboyError {
    /// The first error's template file, line and column.
    public var location: ErrorLocation? { errors.first.map { ErrorLocation($0.file, line: $0.line, column: $0.column) } }
    /// The first error's message, and how many more there are.
    public var reason: String {
        let more = errors.count - 1
        return (errors.first?.message ?? "") + (more > 0 ? " (and \(more) more template error\(more == 1 ? "" : "s"))" : "")
    }
}
