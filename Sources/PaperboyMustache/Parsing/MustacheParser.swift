/// Turns a template's source into a tree of ``MustacheNode``s, checking its syntax.
struct MustacheParser {
    /// What a parse yields: the nodes, and the content type a pragma asked for.
    struct Result: Sendable {
        var nodes: [MustacheNode]
        /// From `{{%CONTENT_TYPE: NAME}}`, with where it was written.
        var contentType: (name: String, line: Int, column: Int)?
    }

    private struct Frame {
        let token: MustacheToken
        var nodes: [MustacheNode] = []
    }

    let template: String
    let source: [UInt8]
    private let lines: MustacheLineTable

    init(template: String, source: [UInt8]) {
        self.template = template
        self.source = source
        lines = MustacheLineTable(source)
    }

    /// Parses the source, starting with the given delimiters.
    /// - Throws: ``MustacheError`` with the template's name, line and column.
    func parse(open: [UInt8] = MustacheScanner.defaultOpen, close: [UInt8] = MustacheScanner.defaultClose) throws -> Result {
        do {
            var scanner = MustacheScanner(source: source, open: open, close: close)
            let tokens = MustacheStandalone.apply(to: try scanner.scan(), source: source)
            return try build(tokens)
        } catch let issue as MustacheSyntaxIssue {
            throw error(issue.reason, at: issue.offset)
        }
    }

    private func build(_ tokens: [MustacheToken]) throws -> Result {
        var frames = [Frame(token: MustacheToken(kind: .text, start: 0, end: 0))]
        var result = Result(nodes: [])
        for token in tokens {
            switch token.kind {
            case .text:
                let bytes = source[token.start..<token.end]
                if case .text(var previous)? = frames[frames.count - 1].nodes.last {
                    frames[frames.count - 1].nodes.removeLast()
                    previous.append(contentsOf: bytes)
                    frames[frames.count - 1].nodes.append(.text(previous))
                } else {
                    frames[frames.count - 1].nodes.append(.text(Array(bytes)))
                }
            case .lineStart:
                frames[frames.count - 1].nodes.append(.lineStart)
            case .variable, .unescaped:
                let name = try self.name(token)
                frames[frames.count - 1].nodes.append(.variable(name, escaped: token.kind == .variable))
            case .section, .inverted, .parent, .block:
                if token.kind != .block { _ = try includeName(token) }
                frames.append(Frame(token: token))
            case .close:
                guard frames.count > 1 else {
                    throw error("{{/\(token.content)}} closes nothing: no section, parent or block is open", at: token.start)
                }
                let frame = frames.removeLast()
                guard frame.token.content == token.content else {
                    let (line, column) = lines.location(of: frame.token.start, in: source)
                    throw error("{{/\(token.content)}} does not close \(describe(frame.token)), opened at \(line):\(column)", at: token.start)
                }
                let node = try close(frame, with: token, inParent: frames[frames.count - 1].token.kind == .parent)
                frames[frames.count - 1].nodes.append(node)
            case .partial:
                frames[frames.count - 1].nodes.append(.partial(try include(token)))
            case .pragma:
                try pragma(token, into: &result)
            case .comment, .delimiters:
                break
            }
        }
        if frames.count > 1, let open = frames.last?.token {
            throw error("\(describe(open)) is never closed (no {{/\(open.content)}})", at: open.start)
        }
        result.nodes = frames[0].nodes
        return result
    }

    private func close(_ frame: Frame, with token: MustacheToken, inParent: Bool) throws -> MustacheNode {
        let open = frame.token
        switch open.kind {
        case .section, .inverted:
            let body = String(decoding: source[open.end..<token.start], as: UTF8.self)
            return .section(MustacheSection(
                name: try name(open), inverted: open.kind == .inverted, nodes: frame.nodes,
                body: body, open: open.delimiters.open, close: open.delimiters.close))
        case .parent:
            var overrides: [String: [MustacheNode]] = [:]
            for case .block(let block) in frame.nodes where overrides[block.name] == nil {
                overrides[block.name] = block.nodes
            }
            return .parent(MustacheParentTag(include: try include(open), overrides: overrides))
        default:
            return .block(inParent ? MustacheIndentation.override(frame.nodes, open: open) : MustacheIndentation.site(frame.nodes, open: open))
        }
    }

    private func pragma(_ token: MustacheToken, into result: inout Result) throws {
        let parts = token.content.split(separator: ":", maxSplits: 1).map {
            MustacheScanner.trimmed(ArraySlice($0.utf8))
        }
        guard parts.count == 2, parts[0] == "CONTENT_TYPE", !parts[1].isEmpty else {
            throw error("unknown pragma {{%\(token.content)}} (known: {{%CONTENT_TYPE: TEXT}}, {{%CONTENT_TYPE: HTML}})", at: token.start)
        }
        if let previous = result.contentType, previous.name != parts[1] {
            throw error("a second content type (\(parts[1])) after \(previous.name) at \(previous.line):\(previous.column)", at: token.start)
        }
        let (line, column) = lines.location(of: token.start, in: source)
        result.contentType = (parts[1], line, column)
    }

    private func name(_ token: MustacheToken) throws -> MustacheName {
        do { return try MustacheName(parsing: token.content) } catch let issue as MustacheSyntaxIssue {
            throw error(issue.reason, at: token.start)
        }
    }

    private func includeName(_ token: MustacheToken) throws -> MustacheIncludeName {
        guard token.kind == .partial || token.kind == .parent else { return .fixed(token.content) }
        if token.content.hasPrefix("*") {
            do { return .dynamic(try MustacheName(parsing: String(token.content.dropFirst()))) } catch let issue as MustacheSyntaxIssue {
                throw error(issue.reason, at: token.start)
            }
        }
        if token.content.utf8.contains(where: MustacheScanner.isSpace) {
            throw error("a template name cannot contain spaces (\"\(token.content)\")", at: token.start)
        }
        return .fixed(token.content)
    }

    private func include(_ token: MustacheToken) throws -> MustacheInclude {
        let (line, column) = lines.location(of: token.start, in: source)
        return MustacheInclude(
            name: try includeName(token), indentation: token.standalone ? token.lineIndent ?? [] : [],
            standalone: token.standalone, line: line, column: column)
    }

    private func describe(_ token: MustacheToken) -> String {
        let sigil: String
        switch token.kind {
        case .inverted: sigil = "^"
        case .parent: sigil = "<"
        case .block: sigil = "$"
        default: sigil = "#"
        }
        return "{{\(sigil)\(token.content)}}"
    }

    private func error(_ reason: String, at offset: Int?) -> MustacheError {
        guard let offset else { return MustacheError(template: template, reason: reason) }
        let (line, column) = lines.location(of: offset, in: source)
        return MustacheError(template: template, line: line, column: column, reason: reason)
    }
}
