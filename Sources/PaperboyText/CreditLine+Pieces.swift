extension CreditLine {
    /// A part of a credit and whether a comma (rather than `;`, `and`, `&` or a line
    /// break) came before it.
    struct Piece: Equatable {
        var text: String
        var afterComma: Bool
    }

    /// Splits at separators outside brackets; nil when brackets do not balance (then
    /// the caller splits again, ignoring them).
    static func split(_ text: String, brackets: Bool) -> [Piece]? {
        let chars = Array(text)
        var pieces: [Piece] = []
        var current = ""
        var afterComma = false
        var depth = 0
        var i = 0
        func flush(nextAfterComma: Bool) {
            pieces.append(Piece(text: current, afterComma: afterComma))
            current = ""
            afterComma = nextAfterComma
        }
        while i < chars.count {
            let c = chars[i]
            if brackets, "([<".contains(c) { depth += 1 }
            if brackets, ")]>".contains(c) {
                guard depth > 0 else { return nil }
                depth -= 1
            }
            if depth == 0 {
                if c == "," {
                    flush(nextAfterComma: true)
                    i += 1
                    continue
                }
                if c == ";" || c.isNewline {
                    flush(nextAfterComma: false)
                    i += 1
                    continue
                }
                if c.isWhitespace, let length = conjunction(chars, at: i + 1) {
                    flush(nextAfterComma: false)
                    i += 1 + length
                    continue
                }
            }
            current.append(c)
            i += 1
        }
        guard depth == 0 else { return nil }
        flush(nextAfterComma: false)
        return pieces
    }

    /// The length of `and` or `&` and the space after it, when one starts at `i`.
    private static func conjunction(_ chars: [Character], at i: Int) -> Int? {
        for word in ["and", "&"] {
            let end = i + word.count
            guard end < chars.count, String(chars[i..<end]) == word, chars[end].isWhitespace else { continue }
            return word.count + 1
        }
        return nil
    }

    /// One person's part: brackets holding an e-mail address give the address, other
    /// brackets a note; a bare address is taken out too. With no name left, the note
    /// is the name (`me@example.com (Jane Doe)`), else the address is.
    public static func person(_ text: String) -> Person {
        // Nothing bracketed and no address (most names): the name is the text's words.
        if !text.utf8.contains(where: { $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "@") }) {
            return Person(name: droppingEtAl(text.split(whereSeparator: \.isWhitespace).map(String.init)).joined(separator: " "))
        }
        var name = ""
        var note: String?
        var email: String?
        var group = ""
        var depth = 0
        for c in text {
            if "([<".contains(c) {
                if depth > 0 { group.append(c) }
                depth += 1
            } else if ")]>".contains(c), depth > 0 {
                depth -= 1
                if depth > 0 {
                    group.append(c)
                } else {
                    let inner = collapsed(group)
                    if inner.contains("@"), !inner.contains(" ") { email = email ?? address(inner) } else if !inner.isEmpty { note = note ?? inner }
                    group = ""
                    name.append(" ")
                }
            } else if depth > 0 {
                group.append(c)
            } else {
                name.append(c)
            }
        }
        var words = collapsed(name + " " + group).split(separator: " ").map(String.init)
        if let at = words.firstIndex(where: { $0.contains("@") && $0.contains(".") }) {
            email = email ?? address(words.remove(at: at))
        }
        words = droppingEtAl(words)
        name = words.joined(separator: " ")
        if name.isEmpty, let held = note, email != nil {
            name = held
            note = nil
        }
        if name.isEmpty, let email { name = email }
        return Person(name: name, note: note, email: email)
    }

    private static func droppingEtAl(_ words: [String]) -> [String] {
        var words = words
        let lower = words.map { $0.lowercased() }
        if lower.suffix(2) == ["et", "al."] || lower.suffix(2) == ["et", "al"] { words.removeLast(2) }
        if words.count == 1, ["others", "al.", "etc."].contains(words[0].lowercased()) { words = [] }
        return words
    }

    private static func address(_ text: String) -> String {
        let edge: Set<Character> = [",", ";", ".", ":", "\"", "'"]
        var trimmed = Substring(text)
        while let c = trimmed.first, edge.contains(c) { trimmed.removeFirst() }
        while let c = trimmed.last, edge.contains(c) { trimmed.removeLast() }
        return trimmed.lowercased().hasPrefix("mailto:") ? String(trimmed.dropFirst(7)) : String(trimmed)
    }

    /// Whitespace runs to one space, trimmed.
    static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
