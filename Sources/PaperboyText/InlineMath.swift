/// Inline TeX math as readable plain text: Greek letters and common symbols as their
/// characters (`\alpha` → α, `\leq` → ≤), font commands as their argument (`\mathcal{X}` → X,
/// `\mathbb{R}` → ℝ), `\frac{a}{b}` → a/b, super- and subscripts as Unicode where every
/// character has one (`^{2}` → ², `_{i}` → ᵢ) and after `^`/`_` otherwise, grouping braces
/// dropped and an unknown command as its name.
enum InlineMath {
    /// The longest math span converted, in scalars; a longer `$…$` is not taken for math.
    static let maxLength = 300

    /// `math` (the text between the dollars) as plain text.
    static func plain(_ math: [Unicode.Scalar]) -> String {
        var reader = Reader(s: math)
        return reader.sequence(until: nil)
    }

    private struct Reader {
        let s: [Unicode.Scalar]
        var i = 0

        /// Converts up to `close` (a `}`), or to the end, and steps past it.
        mutating func sequence(until close: Unicode.Scalar?) -> String {
            var out = ""
            while i < s.count {
                let c = s[i]
                if c == close { i += 1; return out }
                i += 1
                switch c {
                case "{": out += sequence(until: "}")
                case "\\": out += command()
                case "^": out += script(InlineMath.superscripts, mark: "^")
                case "_": out += script(InlineMath.subscripts, mark: "_")
                case "~": out += " "
                default: out.unicodeScalars.append(c)
                }
            }
            return out
        }

        /// One argument: a braced group, a command or one scalar.
        mutating func argument() -> String {
            while i < s.count, s[i] == " " { i += 1 }
            guard i < s.count else { return "" }
            let c = s[i]
            i += 1
            switch c {
            case "{": return sequence(until: "}")
            case "\\": return command()
            default: return String(c)
            }
        }

        mutating func script(_ table: [Character: Character], mark: String) -> String {
            let text = argument()
            let mapped = text.map { table[$0] }
            if !text.isEmpty, mapped.allSatisfy({ $0 != nil }) { return String(mapped.compactMap { $0 }) }
            return mark + (text.count > 1 ? "(" + text + ")" : text)
        }

        /// The command after a `\`.
        mutating func command() -> String {
            guard i < s.count else { return "" }
            var name = ""
            if s[i].properties.isAlphabetic, s[i].isASCII {
                while i < s.count, s[i].isASCII, s[i].properties.isAlphabetic { name.unicodeScalars.append(s[i]); i += 1 }
            } else {
                name.unicodeScalars.append(s[i])
                i += 1
            }
            if let symbol = InlineMath.symbols[name] { return symbol }
            if name == "frac" || name == "dfrac" || name == "tfrac" {
                let top = argument(), bottom = argument()
                return grouped(top) + "/" + grouped(bottom)
            }
            if name == "sqrt" { return "√" + grouped(argument()) }
            if name == "mathbb" { return String(argument().map { InlineMath.doubleStruck[$0] ?? $0 }) }
            if let mark = InlineMath.accents[name] {
                let arg = argument()
                return arg.count == 1 ? arg + String(mark) : arg
            }
            if InlineMath.fonts.contains(name) { return argument() }
            return name
        }

        /// `text`, in parentheses when it is more than one character (`(n+1)/2`).
        func grouped(_ text: String) -> String {
            text.count > 1 && text.contains(where: { "+-−·× ".contains($0) }) ? "(" + text + ")" : text
        }
    }
}
