/// A name a template uses that nothing provides, found by ``TemplateNameCheck``.
public struct TemplateNameIssue: Sendable, Hashable, CustomStringConvertible {
    /// What is wrong.
    public enum Kind: Sendable, Hashable {
        /// `{{name}}` or a section whose name no view model provides where it is used: it renders as nothing.
        case unknownName
        /// `{{> name}}` or `{{< name}}` naming a template the theme does not have.
        case missingTemplate
        /// A template of the user's folder that no page renders and no template includes.
        case unusedTemplate
    }

    /// What is wrong.
    public var kind: Kind
    /// The template file, as ``TemplateSource/file`` names it.
    public var file: String
    /// 1-based line (1 for an unused template).
    public var line: Int
    /// 1-based column.
    public var column: Int
    /// The name as written (the template's name for an unused template).
    public var name: String
    /// The closest name that would be valid there.
    public var suggestion: String?
    /// Set when the file replaces the default theme's template of this name: the issue
    /// may come from a newer theme having renamed or removed something.
    public var overrides: String?

    /// Creates an issue.
    public init(kind: Kind, file: String, line: Int, column: Int, name: String, suggestion: String? = nil, overrides: String? = nil) {
        self.kind = kind
        self.file = file
        self.line = line
        self.column = column
        self.name = name
        self.suggestion = suggestion
        self.overrides = overrides
    }

    /// True for what renders wrongly (an unknown name or template); an unused template is a warning.
    public var isError: Bool { kind != .unusedTemplate }

    /// `templates/day.html.mustache:3:9: unknown template variable `paper.titel` … (did you mean `title`?)`.
    public var description: String { "\(file):\(line):\(column): \(message)" }

    /// What is wrong, without the place: `unknown template variable `paper.titel` … (did you mean `title`?)`.
    public var message: String {
        var text = ""
        switch kind {
        case .unknownName:
            text += "unknown template variable `\(name)`: no view provides it here, so it renders as nothing"
        case .missingTemplate:
            text += "`\(name)` names no template of the theme"
        case .unusedTemplate:
            text += "`\(name)` is never used: no page renders it and no template includes it"
        }
        if let suggestion { text += " (did you mean `\(suggestion)`?)" }
        if let overrides {
            text += "; this file overrides the default theme's `\(overrides)`, which may have renamed or removed it"
                + " (`paperboy theme eject \(overrides) --force` writes the current one over it)"
        }
        return text
    }
}
