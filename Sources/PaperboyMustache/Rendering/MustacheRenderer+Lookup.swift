extension MustacheRenderer {
    /// The value of `name`: the first part from the innermost context that has it, the
    /// rest within that value; ``MustacheValue/null`` when any part is missing.
    func lookup(_ name: MustacheName) -> MustacheValue {
        let components = name.components
        guard let first = components.first else {
            if let function = name.function { return position(function) }
            return stack[stack.count - 1].value
        }
        var index = stack.count - 1
        var found: MustacheValue?
        while index >= 0 {
            if case .object(let object) = stack[index].value, let value = object.value(forKey: first) {
                found = value
                break
            }
            index -= 1
        }
        guard var current = found else { return .null }
        var part = 1
        while part < components.count {
            guard case .object(let object) = current, let value = object.value(forKey: components[part]) else { return .null }
            current = value
            part += 1
        }
        return current
    }

    /// `first()`, `last()`, `index()`, `even()`, `odd()` of the innermost list element.
    private func position(_ function: MustacheName.Function) -> MustacheValue {
        guard let frame = stack.last(where: { $0.count > 0 }) else { return .null }
        switch function {
        case .first: return .bool(frame.index == 0)
        case .last: return .bool(frame.index == frame.count - 1)
        case .index: return .int(frame.index)
        case .even: return .bool(frame.index % 2 == 0)
        case .odd: return .bool(frame.index % 2 == 1)
        }
    }

    /// The template an include names, or nil to render nothing.
    /// - Throws: when strict and the name (fixed or read from the context) names no template.
    func resolve(_ include: MustacheInclude) throws -> MustacheTemplate? {
        let name: String
        switch include.name {
        case .fixed(let fixed):
            name = fixed
        case .dynamic(let dynamic):
            guard case .string(let found) = lookup(dynamic) else { return nil }
            name = found
        }
        if let found = library.templates[name] { return found }
        guard library.options.strict else { return nil }
        throw MustacheError(template: template, line: include.line, column: include.column,
                            reason: "no partial named \"\(name)\"")
    }

    /// Renders `target` at an include tag: indented when the tag stands alone, with its own
    /// escaper, and with `passing`'s blocks when the tag is a parent.
    mutating func include(_ target: MustacheTemplate, at include: MustacheInclude, passing: Overrides?) throws {
        guard depth < library.options.maxIncludeDepth else {
            throw MustacheError(template: template, line: include.line, column: include.column,
                                reason: "includes nest deeper than \(library.options.maxIncludeDepth) levels (at \"\(target.name)\")")
        }
        let saved = (indent, escaper, template)
        depth += 1
        defer {
            depth -= 1
            (indent, escaper, template) = saved
            if passing != nil { overrides.removeLast() }
        }
        if include.standalone {
            indent += include.indentation
        } else {
            indent = []
        }
        escaper = target.escaper
        template = target.name
        if let passing { overrides.append(passing) }
        try render(target.nodes)
    }
}
