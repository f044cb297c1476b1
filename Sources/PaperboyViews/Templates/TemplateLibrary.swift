import Mustache

/// A set of parsed Mustache templates that can include one another as partials.
///
/// Loading checks more than swift-mustache does: a syntax error names the file,
/// line and column; a `{{> partial}}` that names no template is an error rather
/// than silently rendering nothing; and a Markdown template (`*.md`) must start
/// with `{{%CONTENT_TYPE: TEXT}}` so that Mustache does not HTML-escape it
/// (partials reset the content type, so this holds for Markdown partials too);
/// a partial that includes itself, directly or through others, or includes nest
/// deeper than ``PartialGraph/maxDepth``, is an error (rendering it would never end).
public struct TemplateLibrary: Sendable {
    /// The sources by name.
    public let sources: [String: TemplateSource]
    private let library: MustacheLibrary

    /// Parses and checks `sources`.
    /// - Throws: ``TemplateError`` for the first source (in name order) that fails:
    ///   a duplicate name, a syntax error, a missing pragma, an unknown partial, a cycle of
    ///   partials or includes nested too deep.
    public init(sources: [TemplateSource]) throws {
        var byName: [String: TemplateSource] = [:]
        for source in sources.sorted(by: { ($0.name, $0.file) < ($1.name, $1.file) }) {
            if let other = byName[source.name] {
                throw TemplateError(file: source.file, reason: "template name \"\(source.name)\" is also used by \(other.file)")
            }
            byName[source.name] = source
        }
        var library = MustacheLibrary()
        for source in byName.values.sorted(by: { $0.name < $1.name }) {
            library.register(try Self.parse(source), named: source.name)
        }
        for source in byName.values.sorted(by: { $0.name < $1.name }) {
            try Self.checkPartials(of: source, known: byName)
        }
        try PartialGraph(byName).check()
        self.sources = byName
        self.library = library
    }

    /// The template names, sorted.
    public var names: [String] { sources.keys.sorted() }

    /// True when a template named `name` exists.
    public func contains(_ name: String) -> Bool { sources[name] != nil }

    /// Renders `value` (a view model whose stored properties the template reads) with the named template.
    /// - Throws: ``TemplateError`` when no template has that name.
    public func render(_ value: Any, template name: String) throws -> String {
        guard let text = library.render(value, withTemplate: name) else {
            throw TemplateError(file: name, reason: "no template named \"\(name)\" (have: \(names.joined(separator: ", ")))")
        }
        return text
    }

    private static func parse(_ source: TemplateSource) throws -> MustacheTemplate {
        if source.isMarkdown, !MustacheScan.startsWithTextPragma(source.text) {
            throw TemplateError(file: source.file, line: 1, column: 1,
                                reason: "a Markdown template must start with {{%CONTENT_TYPE: TEXT}} so that Mustache does not HTML-escape it")
        }
        // HTML templates escape with Paperboy's escaper: a pragma in front, on a line of its
        // own (a standalone tag, so it leaves no trace), which error positions take back.
        let prefixLines = source.isMarkdown ? 0 : 1
        HTMLContentType.registered
        do {
            return try MustacheTemplate(string: prefixLines == 0 ? source.text : HTMLContentType.pragma + "\n" + source.text)
        } catch let error as MustacheTemplate.ParserError {
            let line = max(1, error.context.lineNumber - prefixLines)
            throw TemplateError(file: source.file, line: line, column: error.context.columnNumber,
                                reason: MustacheScan.describe(error.error), underlying: error)
        } catch {
            throw TemplateError(file: source.file, reason: "\(error)", underlying: error)
        }
    }

    private static func checkPartials(of source: TemplateSource, known: [String: TemplateSource]) throws {
        for reference in MustacheScan.partialReferences(in: source.text) where known[reference.name] == nil {
            throw TemplateError(file: source.file, line: reference.line, column: reference.column,
                                reason: "no partial named \"\(reference.name)\"")
        }
    }
}
