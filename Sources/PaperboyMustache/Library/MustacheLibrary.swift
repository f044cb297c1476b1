/// A set of templates that include one another by name (`{{>name}}`, `{{<name}}`).
///
/// Loading checks the whole set: in strict mode (the default, Paperboy's), a
/// partial or parent that names no template is an error, and so is a template
/// that includes itself, directly or through others (parents included), each
/// with the file, line and column of the tag. Rendering is safe to run from
/// many threads at once.
public struct MustacheLibrary: Sendable {
    /// How strict loading and rendering are.
    public struct Options: Sendable {
        /// Reject unknown partials and include cycles when loading, and an unknown template
        /// named by a dynamic name (`{{>*name}}`) when rendering. Off, as the spec wants,
        /// a missing partial renders nothing and recursive partials are allowed.
        public var strict: Bool
        /// How deep includes may nest while rendering, the safety net for recursive
        /// data and dynamic names.
        public var maxIncludeDepth: Int

        /// Creates options.
        public init(strict: Bool, maxIncludeDepth: Int = 64) {
            self.strict = strict
            self.maxIncludeDepth = maxIncludeDepth
        }

        /// Paperboy's: strict, 64 levels.
        public static let strict = Options(strict: true)
        /// The Mustache spec's: missing partials render nothing, recursion allowed, 256 levels.
        public static let lenient = Options(strict: false, maxIncludeDepth: 256)
    }

    /// The options the library was loaded with.
    public let options: Options
    let templates: [String: MustacheTemplate]

    /// Checks `templates` as a set.
    /// - Throws: ``MustacheError`` for a duplicate name or, when strict, for the first unknown
    ///   partial or include cycle (templates in name order).
    public init(templates: [MustacheTemplate], options: Options = .strict) throws {
        var byName: [String: MustacheTemplate] = [:]
        for template in templates {
            if byName[template.name] != nil {
                throw MustacheError(template: template.name, reason: "two templates are named \"\(template.name)\"")
            }
            byName[template.name] = template
        }
        self.templates = byName
        self.options = options
        if options.strict { try MustacheIncludeGraph(byName).check() }
    }

    /// Parses and checks named sources that share one escaper.
    /// - Throws: ``MustacheError`` for the first source (in name order) that fails to parse, then as
    ///   ``init(templates:options:)``.
    public init(
        sources: [String: String], escaper: any MustacheEscaper = MustacheHTMLEscaper(), options: Options = .strict
    ) throws {
        let templates = try sources.sorted(by: { $0.key < $1.key }).map {
            try MustacheTemplate(name: $0.key, source: $0.value, escaper: escaper)
        }
        try self.init(templates: templates, options: options)
    }

    /// The template names, sorted.
    public var names: [String] { templates.keys.sorted() }

    /// The template named `name`, if any.
    public func template(named name: String) -> MustacheTemplate? { templates[name] }

    /// Renders `value` with the template named `name`.
    /// - Throws: ``MustacheError`` for an unknown template name, includes nested deeper than
    ///   ``Options/maxIncludeDepth``, a lambda result that does not parse or, when strict, a dynamic
    ///   name that names no template.
    public func render(_ value: some MustacheConvertible, template name: String) throws -> String {
        String(decoding: try renderBytes(value, template: name), as: UTF8.self)
    }

    /// Renders `value` with the template named `name`, as UTF-8 bytes.
    /// - Throws: as ``render(_:template:)``.
    public func renderBytes(_ value: some MustacheConvertible, template name: String) throws -> [UInt8] {
        guard let template = templates[name] else {
            throw MustacheError(template: name, reason: "no template named \"\(name)\" (have: \(names.joined(separator: ", ")))")
        }
        var renderer = MustacheRenderer(library: self, root: value.mustacheValue, template: template)
        try renderer.render(template.nodes)
        return renderer.output
    }
}
