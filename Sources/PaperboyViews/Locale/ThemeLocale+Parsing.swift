import Yams

extension ThemeLocale {
    /// The largest locale file read: 256 KiB.
    static let maxBytes = 256 << 10
    /// The most YAML nodes a locale file may hold.
    static let maxNodes = 20_000

    /// Parses a locale file.
    /// - Parameters:
    ///   - schema: The locale whose keys, kinds and placeholders this one must keep to (the
    ///     default English); nil to read the schema itself.
    ///   - base: The locale this file overrides key by key (a theme folder's `de.yml` over the
    ///     default one); nil when the file must be complete.
    /// - Throws: ``TemplateError`` naming the file, line and column: YAML syntax, an unknown or
    ///   missing key, a value of the wrong type, an unknown placeholder, a missing plural form.
    static func parse(_ text: String, language: String, file: String, schema: ThemeLocale?, base: ThemeLocale?) throws -> ThemeLocale {
        guard text.utf8.count <= maxBytes else { throw TemplateError(file: file, reason: "a locale file may hold at most \(maxBytes) bytes") }
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            switch error {
            case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
                throw TemplateError(file: file, line: mark.line, column: mark.column, reason: "YAML syntax: \(problem)", underlying: error)
            case .duplicatedKeysInMapping(let duplicates, let context):
                throw TemplateError(file: file, line: context.mark.line, column: context.mark.column,
                                    reason: "duplicate key \(duplicates.map { "\"\($0)\"" }.joined(separator: ", "))", underlying: error)
            default:
                throw TemplateError(file: file, reason: "YAML: \(error)", underlying: error)
            }
        }
        var reader = LocaleFileReader(file: file, schema: schema)
        return try reader.read(root, language: language, sourceText: (base.map { $0.sourceText + "\n" } ?? "") + text, base: base)
    }
}

/// Reads a composed locale file into a ``ThemeLocale``, checking as it goes.
struct LocaleFileReader {
    let file: String
    let schema: ThemeLocale?
    private var nodes = 0
    private var texts: [String: LocaleText] = [:]
    private var rule: PluralRule?

    init(file: String, schema: ThemeLocale?) {
        self.file = file
        self.schema = schema
    }

    mutating func read(_ root: Node?, language: String, sourceText: String, base: ThemeLocale?) throws -> ThemeLocale {
        guard let root else {
            if let base { return base.renamed(file: file, sourceText: sourceText) }
            throw TemplateError(file: file, line: 1, column: 1, reason: "the locale file is empty")
        }
        let top = try mapping(root, allowed: ["plural-rule", "numbers", "dates", "texts"], what: "a locale file")
        let rule = try top["plural-rule"].map { node -> PluralRule in
            let name = try string(node.value)
            guard let rule = PluralRule(rawValue: name) else {
                throw error(node.value, "unknown plural-rule \"\(name)\" (known: \(PluralRule.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            return rule
        } ?? base?.pluralRule
        let numbers = try top["numbers"].map { try mapping($0.value, allowed: ["group"], what: "numbers") } ?? [:]
        let dates = try top["dates"].map { try mapping($0.value, allowed: ["months", "months-short", "weekdays", "long", "short"], what: "dates") } ?? [:]
        let group = try numbers["group"].map { try string($0.value) } ?? base?.groupSeparator
        let months = try dates["months"].map { try list($0.value, count: 12) } ?? base?.months
        let monthsShort = try dates["months-short"].map { try list($0.value, count: 12) } ?? base?.monthsShort
        let weekdays = try dates["weekdays"].map { try list($0.value, count: 7) } ?? base?.weekdays
        let long = try dates["long"].map { try pattern($0.value) } ?? base?.longDate
        let short = try dates["short"].map { try pattern($0.value) } ?? base?.shortDate
        self.rule = rule
        let textsNode = top["texts"]
        if let textsNode { try readTexts(textsNode.value, prefix: "") }
        let missingTop = [("plural-rule", rule == nil), ("numbers.group", group == nil), ("dates.months", months == nil),
                          ("dates.months-short", monthsShort == nil), ("dates.weekdays", weekdays == nil),
                          ("dates.long", long == nil), ("dates.short", short == nil)].filter(\.1).map(\.0)
        guard let rule, let group, let months, let monthsShort, let weekdays, let long, let short, missingTop.isEmpty else {
            throw error(root, "missing \(missingTop.joined(separator: ", "))")
        }
        var all = base?.texts ?? [:]
        for (key, text) in texts { all[key] = text }
        if let schema {
            let missing = Set(schema.texts.keys).subtracting(all.keys).sorted()
            if !missing.isEmpty {
                throw error(textsNode?.value ?? root, "missing text\(missing.count == 1 ? "" : "s"): \(missing.joined(separator: ", "))")
            }
        }
        return ThemeLocale(language: language, file: file, sourceText: sourceText, pluralRule: rule, groupSeparator: group, months: months, monthsShort: monthsShort,
                           weekdays: weekdays, longDate: long, shortDate: short, texts: all)
    }

    private mutating func readTexts(_ node: Node, prefix: String) throws {
        let entries = try mapping(node, allowed: nil, what: "texts")
        for (name, entry) in entries.sorted(by: { $0.key < $1.key }) {
            let key = prefix + name
            guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) else {
                throw error(entry.key, "a text's key is letters, digits, - and _ (\"\(key)\")")
            }
            switch entry.value {
            case .scalar:
                try add(key, LocaleText(forms: [.other: try pieces(entry.value)], isPlural: false), at: entry.value)
            case .mapping(let inner):
                let names = inner.compactMap { $0.key.scalar?.string }
                if names.contains("other"), names.allSatisfy({ PluralCategory(rawValue: $0) != nil }) {
                    var forms: [PluralCategory: [LocaleText.Piece]] = [:]
                    for (form, value) in inner { forms[PluralCategory(rawValue: form.scalar!.string)!] = try pieces(value) }
                    try add(key, LocaleText(forms: forms, isPlural: true), at: entry.value)
                } else {
                    try readTexts(entry.value, prefix: key + ".")
                }
            default:
                throw error(entry.value, "\"\(key)\" must be a text, a group of texts, or plural forms (one:, other:)")
            }
        }
    }

    private mutating func add(_ key: String, _ text: LocaleText, at node: Node) throws {
        if text.isPlural, let rule, Set(text.forms.keys) != rule.categories {
            let names = { (forms: Set<PluralCategory>) in forms.sorted().map(\.rawValue).joined(separator: ", ") }
            throw error(node, "\"\(key)\" needs the forms \(names(rule.categories)) (plural-rule \(rule.rawValue)), has \(names(Set(text.forms.keys)))")
        }
        if let schema {
            guard let expected = schema.texts[key] else {
                let suggestion = NameSuggestion.closest(to: key, in: Array(schema.texts.keys))
                throw error(node, "unknown text \"\(key)\"" + (suggestion.map { " (did you mean \"\($0)\"?)" } ?? ""))
            }
            if expected.isPlural != text.isPlural {
                throw error(node, expected.isPlural ? "\"\(key)\" is counted: give its plural forms (one:, other:)"
                                                     : "\"\(key)\" is a plain text, not plural forms")
            }
            let unknown = text.placeholders.subtracting(expected.placeholders).sorted()
            if !unknown.isEmpty {
                let known = expected.placeholders.sorted().map { "{\($0)}" }.joined(separator: ", ")
                throw error(node, "unknown placeholder \(unknown.map { "{\($0)}" }.joined(separator: ", ")) in \"\(key)\" (it has \(known.isEmpty ? "none" : known))")
            }
        }
        texts[key] = text
    }

    private func pattern(_ node: Node) throws -> LocaleText {
        let text = LocaleText(forms: [.other: try pieces(node)], isPlural: false)
        let unknown = text.placeholders.subtracting(ThemeLocale.datePlaceholders).sorted()
        guard unknown.isEmpty else {
            throw error(node, "unknown placeholder {\(unknown[0])} in a date (known: \(ThemeLocale.datePlaceholders.sorted().map { "{\($0)}" }.joined(separator: ", ")))")
        }
        return text
    }

    private mutating func mapping(_ node: Node, allowed: Set<String>?, what: String) throws -> [String: (key: Node, value: Node)] {
        try count(node)
        guard case .mapping(let pairs) = node else { throw error(node, "\(what) must be a mapping of names to values") }
        var out: [String: (key: Node, value: Node)] = [:]
        for (key, value) in pairs {
            try count(value)
            let name = try string(key)
            if let allowed, !allowed.contains(name) {
                throw error(key, "unknown key \"\(name)\" in \(what) (known: \(allowed.sorted().joined(separator: ", ")))")
            }
            out[name] = (key, value)
        }
        return out
    }

    private mutating func count(_ node: Node) throws {
        nodes += 1
        if nodes > ThemeLocale.maxNodes { throw error(node, "a locale file may hold at most \(ThemeLocale.maxNodes) values") }
        if case .alias = node { throw error(node, "a locale file may not use YAML aliases") }
    }

    private func list(_ node: Node, count: Int) throws -> [String] {
        guard case .sequence(let items) = node, items.count == count else { throw error(node, "must be a list of \(count) texts") }
        return try items.map(string)
    }

    private func string(_ node: Node) throws -> String {
        guard case .scalar(let scalar) = node else { throw error(node, "must be a text") }
        return scalar.string
    }

    private func pieces(_ node: Node) throws -> [LocaleText.Piece] {
        let text = try string(node)
        switch LocaleText.pieces(text) {
        case .success(let pieces): return pieces
        case .failure(let failure): throw error(node, "a { or } at character \(failure.offset + 1) is not a {placeholder}")
        }
    }

    private func error(_ node: Node, _ reason: String) -> TemplateError {
        TemplateError(file: file, line: node.mark?.line, column: node.mark?.column, reason: reason)
    }
}

extension ThemeLocale {
    /// The same locale, read from `file` (an empty override file).
    func renamed(file: String, sourceText: String) -> ThemeLocale {
        ThemeLocale(language: language, file: file, sourceText: sourceText, pluralRule: pluralRule, groupSeparator: groupSeparator, months: months,
                    monthsShort: monthsShort, weekdays: weekdays, longDate: longDate, shortDate: shortDate, texts: texts)
    }
}
