/// Which templates include which (`{{> name}}`, `{{< parent}}`), checked for cycles and depth.
struct PartialGraph {
    /// The deepest chain of includes a theme may have.
    static let maxDepth = 32

    private let sources: [String: TemplateSource]
    private let edges: [String: [MustacheScan.PartialReference]]

    init(_ sources: [String: TemplateSource]) {
        self.sources = sources
        edges = sources.mapValues { MustacheScan.partialReferences(in: $0.text).filter { sources[$0.name] != nil } }
    }

    /// - Throws: ``TemplateError`` at the include that closes a cycle (`a → b → a`), or that
    ///   goes deeper than ``maxDepth``.
    func check() throws {
        var done = Set<String>()
        for name in sources.keys.sorted() where !done.contains(name) {
            try visit(name, path: [name], done: &done)
        }
    }

    private func visit(_ name: String, path: [String], done: inout Set<String>) throws {
        for reference in edges[name] ?? [] {
            let file = sources[name]?.file ?? name
            if let start = path.firstIndex(of: reference.name) {
                let cycle = (path[start...] + [reference.name]).joined(separator: " → ")
                throw TemplateError(file: file, line: reference.line, column: reference.column,
                                    reason: "partial \"\(reference.name)\" includes itself (\(cycle)); rendering it would never end")
            }
            guard path.count < Self.maxDepth else {
                throw TemplateError(file: file, line: reference.line, column: reference.column,
                                    reason: "includes nest deeper than \(Self.maxDepth) levels (\(path.joined(separator: " → ")) → …)")
            }
            if !done.contains(reference.name) { try visit(reference.name, path: path + [reference.name], done: &done) }
        }
        done.insert(name)
    }
}
