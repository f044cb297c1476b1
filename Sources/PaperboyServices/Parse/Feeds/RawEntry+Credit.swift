import Foundation

extension RawEntry.Person {
    /// A person from a one-line credit: "Name (me@example.com)", "me@example.com (Name)",
    /// "Name <me@example.com>", or a plain name, possibly wrapped in markup
    /// (old arXiv listings link every name). The e-mail address is taken out as
    /// feedparser does; a bare address is the name too, for want of another.
    init(credit text: String) {
        var rest = Whitespace.fold(text)
        var email: String?
        if let range = Self.emailRange(in: rest) {
            email = String(rest[range])
            rest.removeSubrange(range)
            for pair in ["()", "<>"] { rest = rest.replacingOccurrences(of: pair, with: "") }
            rest = rest.trimmingCharacters(in: .whitespaces)
            if rest.hasPrefix("(") { rest.removeFirst() }
            if rest.hasSuffix(")") { rest.removeLast() }
            rest = rest.trimmingCharacters(in: .whitespaces)
        }
        if rest.contains("<"), rest.contains(">") {
            rest = Whitespace.fold(HTMLSanitizer().inlineText(rest))
        }
        self.init(name: rest.isEmpty ? email ?? "" : rest, email: email)
    }

    /// The first `local@domain.tld` in the text, the domain having a dot and a final label of two letters or more.
    static func emailRange(in text: String) -> Range<String.Index>? {
        var searchStart = text.startIndex
        while let at = text[searchStart...].firstIndex(of: "@") {
            var start = at
            while start > text.startIndex, isLocalCharacter(text[text.index(before: start)]) { start = text.index(before: start) }
            var end = text.index(after: at)
            while end < text.endIndex, isDomainCharacter(text[end]) { end = text.index(after: end) }
            while end > text.index(after: at), text[text.index(before: end)] == "." || text[text.index(before: end)] == "-" {
                end = text.index(before: end)
            }
            let domain = text[text.index(after: at)..<end]
            if start < at, let dot = domain.lastIndex(of: "."), domain.index(after: dot) < domain.endIndex,
               domain[domain.index(after: dot)...].count >= 2 {
                return start..<end
            }
            searchStart = text.index(after: at)
        }
        return nil
    }

    private static func isLocalCharacter(_ c: Character) -> Bool {
        c.isASCII && (c.isLetter || c.isNumber || c == "_" || c == "-" || c == "." || c == "+")
    }

    private static func isDomainCharacter(_ c: Character) -> Bool {
        c.isASCII && (c.isLetter || c.isNumber || c == "-" || c == ".")
    }
}
