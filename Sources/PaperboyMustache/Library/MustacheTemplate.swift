/// One template, parsed once: its tree of nodes and the escaper its `{{name}}` tags use.
public struct MustacheTemplate: Sendable {
    /// The content types a `{{%CONTENT_TYPE: NAME}}` pragma can name by default:
    /// `HTML` (``MustacheHTMLEscaper``) and `TEXT` (``MustacheTextEscaper``, no escaping).
    public static let defaultContentTypes: [String: any MustacheEscaper] = [
        "HTML": MustacheHTMLEscaper(),
        "TEXT": MustacheTextEscaper(),
    ]

    /// The name partials and parents use to include it, and errors use to name it.
    public let name: String
    /// The escaper of `{{name}}`: the one given, or the one the template's pragma names.
    public let escaper: any MustacheEscaper
    /// True when the template names its content type with a pragma.
    public let hasContentTypePragma: Bool
    let nodes: [MustacheNode]
    let sourceSize: Int

    /// Parses `source`.
    /// - Parameters:
    ///   - name: the template's name (for partials, parents and errors).
    ///   - source: the Mustache text.
    ///   - escaper: how `{{name}}` escapes text, unless a `{{%CONTENT_TYPE: NAME}}` pragma says otherwise.
    ///   - contentTypes: the escapers a pragma can name.
    /// - Throws: ``MustacheError`` with the line and column of the first syntax error: an unfinished
    ///   tag, an unclosed section, a mismatched close tag, bad delimiters, an unknown pragma or content type.
    public init(
        name: String, source: String, escaper: any MustacheEscaper = MustacheHTMLEscaper(),
        contentTypes: [String: any MustacheEscaper] = defaultContentTypes
    ) throws {
        let bytes = Array(source.utf8)
        let result = try MustacheParser(template: name, source: bytes).parse()
        self.name = name
        self.nodes = result.nodes
        self.sourceSize = bytes.count
        if let pragma = result.contentType {
            guard let named = contentTypes[pragma.name] else {
                throw MustacheError(
                    template: name, line: pragma.line, column: pragma.column,
                    reason: "unknown content type \"\(pragma.name)\" (known: \(contentTypes.keys.sorted().joined(separator: ", ")))")
            }
            self.escaper = named
            hasContentTypePragma = true
        } else {
            self.escaper = escaper
            hasContentTypePragma = false
        }
    }

    /// Renders `value` with this template alone (partials and parents render nothing).
    /// - Throws: ``MustacheError`` when a lambda's result does not parse.
    public func render(_ value: some MustacheConvertible) throws -> String {
        try MustacheLibrary(templates: [self], options: .lenient).render(value, template: name)
    }
}
