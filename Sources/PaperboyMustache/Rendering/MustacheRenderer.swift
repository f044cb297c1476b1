/// Renders a template's nodes into one growing byte buffer.
///
/// The context stack is one array, pushed and popped in place; names were split
/// when the template was parsed, so a tag costs a few `value(forKey:)` calls and an
/// append. Partial indentation, block overrides and the escaper in force change
/// as includes nest and are restored on the way out.
struct MustacheRenderer {
    /// One context on the stack; `count` > 0 marks a list element (for `first()`, `last()`…).
    struct Frame {
        var value: MustacheValue
        var index = 0
        var count = 0
    }

    /// The blocks a parent tag passes down, with the escaper of the template that wrote them.
    struct Overrides {
        let blocks: [String: [MustacheNode]]
        let escaper: any MustacheEscaper
        let template: String
    }

    let library: MustacheLibrary
    var output: [UInt8] = []
    var stack: [Frame]
    var indent: [UInt8] = []
    var escaper: any MustacheEscaper
    var overrides: [Overrides] = []
    var template: String
    var depth = 0

    init(library: MustacheLibrary, root: MustacheValue, template: MustacheTemplate) {
        self.library = library
        stack = [Frame(value: root)]
        stack.reserveCapacity(16)
        escaper = template.escaper
        self.template = template.name
        output.reserveCapacity(template.sourceSize * 2 + 256)
    }

    /// Renders `nodes`; `joiningLine` skips a leading line start (an override's first line
    /// continues the line of an inline block).
    mutating func render(_ nodes: [MustacheNode], joiningLine: Bool = false) throws {
        for index in nodes.indices {
            switch nodes[index] {
            case .text(let bytes):
                output.append(contentsOf: bytes)
            case .lineStart:
                if !indent.isEmpty, !(joiningLine && index == 0) { output.append(contentsOf: indent) }
            case .variable(let name, let escaped):
                try variable(name, escaped: escaped)
            case .section(let section):
                try self.section(section)
            case .partial(let include):
                if let target = try resolve(include) { try self.include(target, at: include, passing: nil) }
            case .parent(let parent):
                if let target = try resolve(parent.include) {
                    let passed = Overrides(blocks: parent.overrides, escaper: escaper, template: template)
                    try self.include(target, at: parent.include, passing: passed)
                }
            case .block(let block):
                try self.block(block)
            }
        }
    }

    private mutating func variable(_ name: MustacheName, escaped: Bool) throws {
        let value = lookup(name)
        let escaper = self.escaper
        switch value {
        case .string(var text):
            if escaped {
                text.withUTF8 { escaper.append($0, to: &output) }
            } else {
                output.append(contentsOf: text.utf8)
            }
        case .lambda(let lambda):
            let rendered = try renderLambda(lambda.call(""), open: MustacheScanner.defaultOpen, close: MustacheScanner.defaultClose)
            if escaped {
                rendered.withUnsafeBufferPointer { escaper.append($0, to: &output) }
            } else {
                output.append(contentsOf: rendered)
            }
        case .null, .list, .object:
            break
        case .int, .double, .bool:
            if escaped {
                var text: [UInt8] = []
                value.appendText(to: &text)
                text.withUnsafeBufferPointer { escaper.append($0, to: &output) }
            } else {
                value.appendText(to: &output)
            }
        }
    }

    private mutating func section(_ section: MustacheSection) throws {
        let value = lookup(section.name)
        if section.inverted {
            if case .lambda = value { return }
            if !value.isTruthy { try render(section.nodes) }
            return
        }
        switch value {
        case .null, .bool(false):
            return
        case .list(let list):
            let count = list.count
            for index in 0..<count {
                stack.append(Frame(value: list.element(at: index), index: index, count: count))
                defer { stack.removeLast() }
                try render(section.nodes)
            }
        case .lambda(let lambda):
            output.append(contentsOf: try renderLambda(lambda.call(section.body), open: section.open, close: section.close))
        default:
            stack.append(Frame(value: value))
            defer { stack.removeLast() }
            try render(section.nodes)
        }
    }

    private mutating func block(_ block: MustacheBlock) throws {
        guard let layer = overrides.first(where: { $0.blocks[block.name] != nil }), let nodes = layer.blocks[block.name] else {
            try render(block.nodes)
            return
        }
        // An override that holds a block of its own name renders itself again (`{{$a}}{{$a}}{{/a}}{{/a}}`
        // never ends; over a list it can be a recursive tree): count it as an include level, so
        // it stops at the include limit with an error instead of overflowing the stack (found by
        // fuzzing: Tests/PaperboyViewsTests/TemplateFuzzRegressionTests.swift).
        guard depth < library.options.maxIncludeDepth else {
            throw MustacheError(template: template,
                                reason: "block \"\(block.name)\" nests deeper than \(library.options.maxIncludeDepth) levels (an override that contains its own block renders itself again)")
        }
        let saved = (indent, escaper)
        depth += 1
        defer {
            depth -= 1
            (indent, escaper) = saved
        }
        indent += block.indentation
        escaper = layer.escaper
        let start = output.count
        if !block.inline, !indent.isEmpty, let first = nodes.first, !first.isLineStart { output.append(contentsOf: indent) }
        try render(nodes, joiningLine: block.inline)
        // A block alone on its line yields whole lines: end the last one if the override did not.
        if let ending = block.lineEnding, output.count > start, output.last != 0x0A { output.append(contentsOf: ending) }
    }

    /// Renders a lambda's result as a template, in the current context, into a buffer of its own.
    private mutating func renderLambda(_ text: String, open: [UInt8], close: [UInt8]) throws -> [UInt8] {
        let parsed = try MustacheParser(template: "\(template) (lambda result)", source: Array(text.utf8)).parse(open: open, close: close)
        let outer = output
        output = []
        defer { output = outer }
        try render(parsed.nodes)
        return output
    }
}

extension MustacheNode {
    var isLineStart: Bool {
        if case .lineStart = self { return true }
        return false
    }
}
