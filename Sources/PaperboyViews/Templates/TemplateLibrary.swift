import PaperboyMustache

/// A set of parsed Mustache templates that can include one another as partials,
/// rendered by Paperboy's own engine (`PaperboyMustache`).
///
/// Loading checks the whole set (the engine's strict mode): a syntax error names
/// the file, line and column; a `{{> partial}}` or `{{< parent}}` that names no
/// template is an error rather than silently rendering nothing; a template that
/// includes itself, directly or through others, is an error (rendering it would
/// never end); and a Markdown template (`*.md`) must start with
/// `{{%CONTENT_TYPE: TEXT}}`. HTML templates escape `{{value}}` with ``HTMLEscaper``;
/// Markdown templates do not escape (their text is escaped by ``MarkdownEscaper``).
public struct TemplateLibrary: Sendable {
    /// The sources by name.
    public let sources: [String: TemplateSource]
    private let library: MustacheLibrary

    /// Parses and checks `sources`.
    /// - Throws: ``TemplateError`` for the first source (in name order) that fails:
    ///   a duplicate name, a syntax error, a missing pragma, an unknown partial or a cycle of
    ///   partials.
    public init(sources: [TemplateSource]) throws {
        var byName: [String: TemplateSource] = [:]
        for source in sources.sorted(by: { ($0.name, $0.file) < ($1.name, $1.file) }) {
            if let other = byName[source.name] {
                throw TemplateError(file: source.file, reason: "template name \"\(source.name)\" is also used by \(other.file)")
            }
            byName[source.name] = source
        }
        do {
            let templates = try byName.values.sorted(by: { $0.name < $1.name }).map(Self.parse)
            library = try MustacheLibrary(templates: templates, options: .strict)
        } catch let error as MustacheError {
            throw TemplateError(error, sources: byName)
        }
        self.sources = byName
    }

    /// The template names, sorted.
    public var names: [String] { sources.keys.sorted() }

    /// True when a template named `name` exists.
    public func contains(_ name: String) -> Bool { sources[name] != nil }

    /// Renders `value` (a view model answering the template's names) with the named template.
    /// - Throws: ``TemplateError`` when no template has that name, or includes nest too deep.
    public func render(_ value: some MustacheConvertible, template name: String) throws -> String {
        String(decoding: try renderBytes(value, template: name), as: UTF8.self)
    }

    /// Renders `value` with the named template, as UTF-8 bytes (what a page file holds).
    /// - Throws: as ``render(_:template:)``.
    public func renderBytes(_ value: some MustacheConvertible, template name: String) throws -> [UInt8] {
        do {
            return try library.renderBytes(value, template: name)
        } catch let error as MustacheError {
            throw TemplateError(error, sources: sources)
        }
    }

    /// The escapers a `{{%CONTENT_TYPE: …}}` pragma can name: Paperboy's HTML escaper, or none.
    private static let contentTypes: [String: any MustacheEscaper] = ["HTML": HTMLEscaper(), "TEXT": MustacheTextEscaper()]

    private static func parse(_ source: TemplateSource) throws -> MustacheTemplate {
        if source.isMarkdown, !startsWithTextPragma(source.text) {
            throw TemplateError(file: source.file, line: 1, column: 1,
                                reason: "a Markdown template must start with {{%CONTENT_TYPE: TEXT}} so that Mustache does not HTML-escape it")
        }
        let escaper: any MustacheEscaper = source.isMarkdown ? MustacheTextEscaper() : HTMLEscaper()
        return try MustacheTemplate(name: source.name, source: source.text, escaper: escaper, contentTypes: contentTypes)
    }

    /// True when `text` starts with `{{%CONTENT_TYPE: TEXT}}` (spaces allowed inside the tag).
    static func startsWithTextPragma(_ text: String) -> Bool {
        guard text.hasPrefix("{{%"), let end = text.range(of: "}}") else { return false }
        let inside = text[text.index(text.startIndex, offsetBy: 3)..<end.lowerBound]
        let parts = inside.split(separator: ":", maxSplits: 1).map { String($0).trimmingASCIIWhitespace() }
        return parts.count == 2 && parts[0] == "CONTENT_TYPE" && parts[1] == "TEXT"
    }
}

extension TemplateError {
    /// The engine's error, with the template's name replaced by its file.
    init(_ error: MustacheError, sources: [String: TemplateSource]) {
        self.init(file: sources[error.template]?.file ?? error.template, line: error.line, column: error.column,
                  reason: error.reason, underlying: error)
    }
}
