/// One tag that names something, where it is written, and the tags inside it: what a
/// checker walks to find names a template uses (``MustacheTagUse/outline(of:)``).
public struct MustacheTagUse: Sendable, Equatable {
    /// What the tag does with its name.
    public enum Kind: Sendable, Equatable {
        /// `{{name}}`, `{{{name}}}` or `{{&name}}`.
        case variable
        /// `{{#name}}…{{/name}}`: pushes the value onto the context stack.
        case section
        /// `{{^name}}…{{/name}}`: renders its content in the same context.
        case invertedSection
        /// `{{>name}}`: includes a template in the current context.
        case partial
        /// `{{<name}}…{{/name}}`: includes a parent template, its blocks overridden.
        case parent
        /// `{{$name}}…{{/name}}`: a block.
        case block
    }

    /// What the tag does.
    public var kind: Kind
    /// The name as written (`paper.title`, `.`, `first()`, `paper.html`; `*name` for a dynamic include).
    public var name: String
    /// 1-based line of the name.
    public var line: Int
    /// 1-based column of the name, in Unicode scalars.
    public var column: Int
    /// The tags between the opening and closing tag (sections, parents and blocks).
    public var children: [MustacheTagUse]

    /// Creates a tag use.
    public init(kind: Kind, name: String, line: Int, column: Int, children: [MustacheTagUse] = []) {
        self.kind = kind
        self.name = name
        self.line = line
        self.column = column
        self.children = children
    }

    /// The naming tags of `source`, nested as written (comments, pragmas and set-delimiter tags left out).
    /// - Parameter template: the template's name, for errors.
    /// - Throws: ``MustacheError`` for a syntax error the scanner meets, or a close tag that does not match.
    public static func outline(of source: String, template: String = "") throws -> [MustacheTagUse] {
        let bytes = Array(source.utf8)
        let lines = MustacheLineTable(bytes)
        var stack: [(use: MustacheTagUse, content: String)] = [(MustacheTagUse(kind: .block, name: "", line: 1, column: 1), "")]
        let tokens: [MustacheToken]
        do {
            var scanner = MustacheScanner(source: bytes)
            tokens = try scanner.scan()
        } catch let issue as MustacheSyntaxIssue {
            let (line, column) = lines.location(of: issue.offset ?? 0, in: bytes)
            throw MustacheError(template: template, line: line, column: column, reason: issue.reason)
        }
        for token in tokens {
            let kind: Kind
            switch token.kind {
            case .variable, .unescaped: kind = .variable
            case .section: kind = .section
            case .inverted: kind = .invertedSection
            case .partial: kind = .partial
            case .parent: kind = .parent
            case .block: kind = .block
            case .close:
                guard stack.count > 1, stack[stack.count - 1].content == token.content else {
                    let (line, column) = lines.location(of: token.start, in: bytes)
                    throw MustacheError(template: template, line: line, column: column,
                                        reason: "{{/\(token.content)}} closes no open tag of that name")
                }
                let closed = stack.removeLast().use
                stack[stack.count - 1].use.children.append(closed)
                continue
            case .text, .lineStart, .comment, .delimiters, .pragma: continue
            }
            let (line, column) = lines.location(of: nameOffset(of: token, in: bytes), in: bytes)
            let use = MustacheTagUse(kind: kind, name: token.content, line: line, column: column)
            switch kind {
            case .section, .invertedSection, .parent, .block: stack.append((use, token.content))
            case .variable, .partial: stack[stack.count - 1].use.children.append(use)
            }
        }
        if stack.count > 1, let open = stack.last?.use {
            throw MustacheError(template: template, line: open.line, column: open.column,
                                reason: "\(open.name) is never closed (no {{/\(open.name)}})")
        }
        return stack[0].use.children
    }

    /// The offset of the first byte of a tag's name: after the opening delimiter, the
    /// sigil and any spaces.
    private static func nameOffset(of token: MustacheToken, in bytes: [UInt8]) -> Int {
        var offset = token.start + token.delimiters.open.count
        if token.kind != .variable, offset < token.end { offset += 1 }
        while offset < token.end, MustacheScanner.isSpace(bytes[offset]) { offset += 1 }
        return offset
    }
}
