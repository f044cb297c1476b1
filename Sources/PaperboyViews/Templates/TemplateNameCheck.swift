import PaperboyMustache

/// Finds template names that no view model provides where they are used.
///
/// Each page template is walked from its view model (``TemplateVocabulary/pages``) with
/// the stack of contexts Mustache keeps: a section over a view model pushes it, a section
/// over text or a flag pushes a context with no names, an inverted section pushes nothing.
/// A name is valid when a context on the stack has its first part (the innermost one that
/// has it is the one Mustache reads) and the rest follows from there. Partials and parents
/// are walked in the stack of the tag that includes them, so `paper.html` is checked
/// inside `{{#items}}`.
public struct TemplateNameCheck: Sendable {
    /// The templates, by name.
    public let sources: [String: TemplateSource]
    /// Template name → the default theme file it replaces (`paper.html` → `partials/paper.html`),
    /// for templates of the user's folder that override one.
    public let overrides: [String: String]
    /// Templates the user's folder adds (not in the default theme): reported when nothing uses them.
    public let added: Set<String>
    /// The names view models provide.
    public let vocabulary: TemplateVocabulary

    /// Creates a check.
    public init(sources: [String: TemplateSource], overrides: [String: String] = [:], added: Set<String> = [],
                vocabulary: TemplateVocabulary = .current) {
        self.sources = sources
        self.overrides = overrides
        self.added = added
        self.vocabulary = vocabulary
    }

    /// Every issue, sorted by file, line and column.
    /// - Throws: ``TemplateError`` when a template does not parse.
    public func run() throws -> [TemplateNameIssue] {
        var walk = TemplateNameWalk(check: self)
        for (page, model) in vocabulary.pages.sorted(by: { $0.key < $1.key }) where sources[page] != nil {
            try walk.template(page, stack: [.model(model)])
        }
        for name in added.sorted() where !walk.reached.contains(name) {
            guard let source = sources[name] else { continue }
            walk.issues.insert(TemplateNameIssue(kind: .unusedTemplate, file: source.file, line: 1, column: 1, name: name))
        }
        return walk.issues.sorted { ($0.file, $0.line, $0.column, $0.name) < ($1.file, $1.line, $1.column, $1.name) }
    }
}
