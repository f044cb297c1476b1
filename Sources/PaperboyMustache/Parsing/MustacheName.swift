/// A variable or section name, split on `.` once when the template is parsed.
struct MustacheName: Sendable, Equatable {
    /// swift-mustache's list-position names, kept for existing themes: `{{^last()}}, {{/last()}}`.
    enum Function: Sendable, Equatable {
        case first, last, index, even, odd
    }

    /// The dotted parts; empty for `.` (the current context).
    let components: [String]
    /// Set for `first()`, `last()`, `index()`, `even()`, `odd()`.
    let function: Function?

    /// True for `.`.
    var isImplicit: Bool { components.isEmpty && function == nil }

    /// Parses `text` (already trimmed).
    /// - Throws: a reason when the name is empty, has spaces or empty parts, or calls an unknown function.
    init(parsing text: String) throws {
        if text.isEmpty { throw MustacheSyntaxIssue("empty tag name") }
        if text.utf8.contains(where: { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
            throw MustacheSyntaxIssue("a tag name cannot contain spaces (\"\(text)\")")
        }
        if text == "." {
            components = []
            function = nil
            return
        }
        if text.hasSuffix("()") {
            switch text.dropLast(2) {
            case "first": function = .first
            case "last": function = .last
            case "index": function = .index
            case "even": function = .even
            case "odd": function = .odd
            default:
                throw MustacheSyntaxIssue("unknown function \"\(text)\" (known: first(), last(), index(), even(), odd())")
            }
            components = []
            return
        }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if parts.contains(where: \.isEmpty) { throw MustacheSyntaxIssue("empty part in dotted name \"\(text)\"") }
        components = parts
        function = nil
    }
}

/// A syntax problem, at a source offset when known (the parser turns it into a ``MustacheError``).
struct MustacheSyntaxIssue: Error {
    let reason: String
    var offset: Int?
    init(_ reason: String, at offset: Int? = nil) {
        self.reason = reason
        self.offset = offset
    }
}
