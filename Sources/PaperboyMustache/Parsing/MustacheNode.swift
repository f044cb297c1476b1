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

// The tags with content are classes: a node read while rendering is then one reference to
// retain, not a struct whose every field is retained and released at each use.

/// A section and what a lambda needs of it.
final class MustacheSection: Sendable {
    let name: MustacheName
    let inverted: Bool
    let nodes: [MustacheNode]
    /// The unrendered text between the tags (a lambda's argument).
    let body: String
    /// The delimiters at the opening tag (a lambda's result is rendered with them).
    let open: [UInt8]
    let close: [UInt8]

    init(name: MustacheName, inverted: Bool, nodes: [MustacheNode], body: String, open: [UInt8], close: [UInt8]) {
        self.name = name
        self.inverted = inverted
        self.nodes = nodes
        self.body = body
        self.open = open
        self.close = close
    }
}

/// The name of an included template: fixed, or read from the context (`*name`).
enum MustacheIncludeName: Sendable {
    case fixed(String)
    case dynamic(MustacheName)
}

/// A partial or parent tag: which template, with what indentation, and where (for errors).
final class MustacheInclude: Sendable {
    let name: MustacheIncludeName
    /// The whitespace before a standalone tag, added to every line of the included template.
    let indentation: [UInt8]
    /// False for a tag with other content on its line: the template is inserted without indentation.
    let standalone: Bool
    let line: Int
    let column: Int

    init(name: MustacheIncludeName, indentation: [UInt8], standalone: Bool, line: Int, column: Int) {
        self.name = name
        self.indentation = indentation
        self.standalone = standalone
        self.line = line
        self.column = column
    }

    func with(indentation: [UInt8]) -> MustacheInclude {
        MustacheInclude(name: name, indentation: indentation, standalone: standalone, line: line, column: column)
    }
}

/// A parent tag and the blocks it passes to the parent template.
final class MustacheParentTag: Sendable {
    let include: MustacheInclude
    /// Block name → content, its definition indentation already removed.
    let overrides: [String: [MustacheNode]]

    init(include: MustacheInclude, overrides: [String: [MustacheNode]]) {
        self.include = include
        self.overrides = overrides
    }
}

/// A block: where an override goes, and the default content.
final class MustacheBlock: Sendable {
    let name: String
    let nodes: [MustacheNode]
    /// Added to each line of an override rendered here.
    let indentation: [UInt8]
    /// The block tag shares its line with other content: an override's first line joins that line.
    let inline: Bool
    /// For `{{$name}}{{/name}}` alone on a line: the line ending that ends content not ending in one.
    let lineEnding: [UInt8]?

    init(name: String, nodes: [MustacheNode], indentation: [UInt8], inline: Bool, lineEnding: [UInt8]? = nil) {
        self.name = name
        self.nodes = nodes
        self.indentation = indentation
        self.inline = inline
        self.lineEnding = lineEnding
    }
}
