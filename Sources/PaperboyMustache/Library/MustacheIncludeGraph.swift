/// Which templates include which by a fixed name (`{{>name}}`, `{{<name}}`), checked
/// for unknown names and cycles when a strict library loads.
struct MustacheIncludeGraph {
    private let templates: [String: MustacheTemplate]
    private let edges: [String: [(name: String, line: Int, column: Int)]]

    init(_ templates: [String: MustacheTemplate]) {
        self.templates = templates
        edges = templates.mapValues { template in
            var found: [(name: String, line: Int, column: Int)] = []
            Self.collect(template.nodes, into: &found)
            return found
        }
    }

    /// - Throws: ``MustacheError`` at the first include naming no template, or closing a cycle
    ///   (`a → b → a`), in template name order.
    func check() throws {
        for name in templates.keys.sorted() {
            for include in edges[name] ?? [] where templates[include.name] == nil {
                throw MustacheError(template: name, line: include.line, column: include.column,
                                    reason: "no partial named \"\(include.name)\"")
            }
        }
        var done = Set<String>()
        for name in templates.keys.sorted() where !done.contains(name) {
            try visit(name, path: [name], done: &done)
        }
    }

    private func visit(_ name: String, path: [String], done: inout Set<String>) throws {
        for include in edges[name] ?? [] {
            if let start = path.firstIndex(of: include.name) {
                let cycle = (path[start...] + [include.name]).joined(separator: " → ")
                throw MustacheError(template: name, line: include.line, column: include.column,
                                    reason: "\"\(include.name)\" includes itself (\(cycle)); rendering it would never end")
            }
            if !done.contains(include.name) { try visit(include.name, path: path + [include.name], done: &done) }
        }
        done.insert(name)
    }

    private static func collect(_ nodes: [MustacheNode], into found: inout [(name: String, line: Int, column: Int)]) {
        for node in nodes {
            switch node {
            case .section(let section): collect(section.nodes, into: &found)
            case .block(let block): collect(block.nodes, into: &found)
            case .partial(let include): add(include, to: &found)
            case .parent(let parent):
                add(parent.include, to: &found)
                for name in parent.overrides.keys.sorted() { collect(parent.overrides[name] ?? [], into: &found) }
            case .text, .lineStart, .variable: break
            }
        }
    }

    private static func add(_ include: MustacheInclude, to found: inout [(name: String, line: Int, column: Int)]) {
        if case .fixed(let name) = include.name { found.append((name, include.line, include.column)) }
    }
}
