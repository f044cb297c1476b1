/// A parsed template: a tree of these, rendered without re-reading the source.
enum MustacheNode: Sendable {
    /// Literal UTF-8 text.
    case text([UInt8])
    /// The start of a template line: a standalone partial's indentation is written here.
    case lineStart
    /// `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}` (raw).
    case variable(MustacheName, escaped: Bool)
    /// `{{#name}}…{{/name}}` or `{{^name}}…{{/name}}`.
    case section(MustacheSection)
    /// `{{>name}}` or `{{>*name}}`.
    case partial(MustacheInclude)
    /// `{{<name}}…{{/name}}`, with the blocks it overrides.
    case parent(MustacheParentTag)
    /// `{{$name}}…{{/name}}`: a place a child template can fill, with default content.
    case block(MustacheBlock)
}

/// A section and what a lambda needs of it.
struct MustacheSection: Sendable {
    let name: MustacheName
    let inverted: Bool
    let nodes: [MustacheNode]
    /// The unrendered text between the tags (a lambda's argument).
    let body: String
    /// The delimiters at the opening tag (a lambda's result is rendered with them).
    let open: [UInt8]
    let close: [UInt8]
}

/// The name of an included template: fixed, or read from the context (`*name`).
enum MustacheIncludeName: Sendable {
    case fixed(String)
    case dynamic(MustacheName)
}

/// A partial or parent tag: which template, with what indentation, and where (for errors).
struct MustacheInclude: Sendable {
    let name: MustacheIncludeName
    /// The whitespace before a standalone tag, added to every line of the included template.
    let indentation: [UInt8]
    /// False for a tag with other content on its line: the template is inserted without indentation.
    let standalone: Bool
    let line: Int
    let column: Int

    func with(indentation: [UInt8]) -> MustacheInclude {
        MustacheInclude(name: name, indentation: indentation, standalone: standalone, line: line, column: column)
    }
}

/// A parent tag and the blocks it passes to the parent template.
struct MustacheParentTag: Sendable {
    let include: MustacheInclude
    /// Block name → content, its definition indentation already removed.
    let overrides: [String: [MustacheNode]]
}

/// A block: where an override goes, and the default content.
struct MustacheBlock: Sendable {
    let name: String
    let nodes: [MustacheNode]
    /// Added to each line of an override rendered here.
    let indentation: [UInt8]
    /// The block tag shares its line with other content: an override's first line joins that line.
    let inline: Bool
    /// For `{{$name}}{{/name}}` alone on a line: the line ending that ends content not ending in one.
    var lineEnding: [UInt8]?
}
