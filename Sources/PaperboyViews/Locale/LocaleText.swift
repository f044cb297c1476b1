/// One text of a locale file, split at its `{name}` placeholders when loaded.
struct LocaleText: Sendable, Equatable {
    /// A piece of a text: literal characters or a placeholder's name.
    enum Piece: Sendable, Equatable {
        case literal(String)
        case placeholder(String)
    }

    /// The forms by plural category; a plain text has only `other`.
    let forms: [PluralCategory: [Piece]]
    /// True for a counted text (`one:`/`other:` in the file).
    let isPlural: Bool

    /// The placeholder names of every form.
    var placeholders: Set<String> {
        var names: Set<String> = []
        for pieces in forms.values {
            for case .placeholder(let name) in pieces { names.insert(name) }
        }
        return names
    }

    /// The form for `category` (`other` when the text has no such form) with `values` filled in;
    /// a placeholder without a value stays as written.
    func render(_ category: PluralCategory = .other, _ values: [String: String] = [:]) -> String {
        var out = ""
        for piece in forms[category] ?? forms[.other] ?? [] {
            switch piece {
            case .literal(let text): out += text
            case .placeholder(let name): out += values[name] ?? "{\(name)}"
            }
        }
        return out
    }

    /// Splits `text` at `{name}` placeholders (names of ASCII letters, digits and `-`).
    /// - Returns: the pieces, or the 0-based offset of a `{` or `}` that is not part of a placeholder.
    static func pieces(_ text: String) -> Result<[Piece], OffsetError> {
        var pieces: [Piece] = []
        var literal = ""
        var rest = Substring(text)
        var offset = 0
        while let c = rest.first {
            if c == "}" { return .failure(OffsetError(offset: offset)) }
            guard c == "{" else {
                literal.append(c)
                rest.removeFirst()
                offset += 1
                continue
            }
            guard let close = rest.firstIndex(of: "}") else { return .failure(OffsetError(offset: offset)) }
            let name = rest[rest.index(after: rest.startIndex)..<close]
            guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }) else {
                return .failure(OffsetError(offset: offset))
            }
            if !literal.isEmpty { pieces.append(.literal(literal)) }
            literal = ""
            pieces.append(.placeholder(String(name)))
            offset += name.count + 2
            rest = rest[rest.index(after: close)...]
        }
        if !literal.isEmpty { pieces.append(.literal(literal)) }
        return .success(pieces)
    }

    /// Where a text's placeholders go wrong, in characters from its start.
    struct OffsetError: Error {
        let offset: Int
    }
}
