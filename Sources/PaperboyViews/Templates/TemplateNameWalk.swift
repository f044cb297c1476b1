import PaperboyMustache

/// One run of ``TemplateNameCheck``: walks templates with their context stack and collects issues.
struct TemplateNameWalk {
    /// One entry of Mustache's context stack, as far as names go.
    enum Context: Hashable {
        /// A view model: it answers its fields' names.
        case model(String)
        /// Text, a number or a flag: it answers no name, lookups go on outwards.
        case opaque
        /// Something not known (inside an unknown name): every name is accepted, so one
        /// typo is reported once, not once per name inside it.
        case anything
    }

    let check: TemplateNameCheck
    var issues: Set<TemplateNameIssue> = []
    /// Templates walked at least once.
    var reached: Set<String> = []
    private var visited: Set<[String]> = []
    private var outlines: [String: [MustacheTagUse]] = [:]

    init(check: TemplateNameCheck) {
        self.check = check
    }

    /// Walks the template `name` with `stack`, once per distinct stack.
    mutating func template(_ name: String, stack: [Context]) throws {
        guard let source = check.sources[name] else { return }
        reached.insert(name)
        guard visited.insert([name] + stack.map { "\($0)" }).inserted else { return }
        let tags: [MustacheTagUse]
        if let known = outlines[name] {
            tags = known
        } else {
            do {
                tags = try MustacheTagUse.outline(of: source.text, template: name)
            } catch let error as MustacheError {
                throw TemplateError(file: source.file, line: error.line, column: error.column, reason: error.reason, underlying: error)
            }
            outlines[name] = tags
        }
        try walk(tags, stack: stack, in: name)
    }

    private mutating func walk(_ tags: [MustacheTagUse], stack: [Context], in template: String) throws {
        for tag in tags {
            switch tag.kind {
            case .variable:
                _ = resolve(tag, stack: stack, in: template)
            case .section:
                let pushed = resolve(tag, stack: stack, in: template)
                try walk(tag.children, stack: stack + [pushed], in: template)
            case .invertedSection:
                _ = resolve(tag, stack: stack, in: template)
                try walk(tag.children, stack: stack, in: template)
            case .block:
                try walk(tag.children, stack: stack, in: template)
            case .partial, .parent:
                // A parent's blocks render where the parent puts them, in this same stack.
                try walk(tag.children, stack: stack, in: template)
                if tag.name.hasPrefix("*") {
                    var dynamic = tag
                    dynamic.name = String(tag.name.dropFirst())
                    _ = resolve(dynamic, stack: stack, in: template)
                } else if check.sources[tag.name] == nil {
                    report(.missingTemplate, tag, in: template, suggestion: NameSuggestion.closest(to: tag.name, in: Array(check.sources.keys)))
                } else {
                    try self.template(tag.name, stack: stack)
                }
            }
        }
    }

    /// The context a section over `tag`'s name pushes; reports the name when nothing on the stack provides it.
    private mutating func resolve(_ tag: MustacheTagUse, stack: [Context], in template: String) -> Context {
        if tag.name == "." { return stack.last ?? .anything }
        if tag.name.hasSuffix("()") { return .opaque }
        let parts = tag.name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if parts == ["lang"] { return .opaque }
        if parts[0] == "t" {
            let key = parts.dropFirst().joined(separator: ".")
            if !check.vocabulary.texts.contains(key) {
                report(.unknownName, tag, in: template,
                       suggestion: NameSuggestion.closest(to: key, in: Array(check.vocabulary.texts)).map { "t." + $0 })
            }
            return .opaque
        }
        var field: TemplateVocabulary.Field?
        search: for context in stack.reversed() {
            switch context {
            case .anything: return .anything
            case .opaque: continue
            case .model(let model):
                if let found = check.vocabulary.models[model]?[parts[0]] {
                    field = found
                    break search
                }
            }
        }
        for part in parts.dropFirst() {
            guard let current = field, !current.isList, let opens = current.opens else {
                field = nil
                break
            }
            field = check.vocabulary.models[opens]?[part]
        }
        guard let field else {
            report(.unknownName, tag, in: template, suggestion: suggestion(for: tag.name, stack: stack))
            return .anything
        }
        return field.opens.map(Context.model) ?? .opaque
    }

    private func suggestion(for name: String, stack: [Context]) -> String? {
        var candidates: Set<String> = []
        for case .model(let model) in stack { candidates.formUnion(check.vocabulary.paths(in: model, depth: 3)) }
        return NameSuggestion.closest(to: name, in: Array(candidates))
    }

    private mutating func report(_ kind: TemplateNameIssue.Kind, _ tag: MustacheTagUse, in template: String, suggestion: String?) {
        let file = check.sources[template]?.file ?? template
        issues.insert(TemplateNameIssue(kind: kind, file: file, line: tag.line, column: tag.column, name: tag.name,
                                        suggestion: suggestion, overrides: check.overrides[template]))
    }
}
