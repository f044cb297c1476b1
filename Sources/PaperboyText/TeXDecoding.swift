/// One run of ``TeXDecoder`` over a text's scalars.
struct TeXDecoding {
    private let s: [Unicode.Scalar]
    private let tieAsSpace: Bool
    private var i = 0
    private var out = String.UnicodeScalarView()
    /// One flag per open brace: true when the brace belongs to an unknown command and is kept.
    private var braces: [Bool] = []
    private var keepNextBrace = false
    private var accented = false

    init(_ scalars: [Unicode.Scalar], tieAsSpace: Bool) {
        s = scalars
        self.tieAsSpace = tieAsSpace
    }

    mutating func run() -> String {
        while i < s.count {
            let c = s[i]
            switch c {
            case "$": copyMath()
            case "\\": command()
            case "{":
                braces.append(keepNextBrace)
                if keepNextBrace { out.append(c) }
                keepNextBrace = false
                i += 1
            case "}":
                if let kept = braces.popLast(), kept { out.append(c) }
                i += 1
            case "~" where tieAsSpace:
                out.append(" ")
                i += 1
            case "-" where at(i + 1) == "-":
                if at(i + 2) == "-" { out.append("—"); i += 3 } else { out.append("–"); i += 2 }
            case "`" where at(i + 1) == "`":
                out.append("“")
                i += 2
            case "'" where at(i + 1) == "'":
                out.append("”")
                i += 2
            default:
                out.append(c)
                i += 1
            }
            if c != "\\" && c != "{" { keepNextBrace = false }
        }
        let text = String(out)
        return accented ? text.precomposedStringWithCanonicalMapping : text
    }

    private func at(_ k: Int) -> Unicode.Scalar? { k < s.count ? s[k] : nil }

    private static func isLetter(_ c: Unicode.Scalar?) -> Bool {
        guard let c else { return false }
        return (c >= "a" && c <= "z") || (c >= "A" && c <= "Z")
    }

    /// Copies `$…$`, `$$…$$` as written; an unclosed `$` copies the rest.
    private mutating func copyMath() {
        let display = at(i + 1) == "$"
        let open = display ? 2 : 1
        var j = i + open
        while j < s.count {
            if s[j] == "\\" { j += 2; continue }
            if s[j] == "$" && (!display || at(j + 1) == "$") { break }
            j += 1
        }
        let end = min(s.count, j + open)
        out.append(contentsOf: s[i..<end])
        i = end
    }

    /// Copies `\(…\)` or `\[…\]` as written.
    private mutating func copyMath(closing: Unicode.Scalar) {
        var j = i + 2
        while j + 1 < s.count, !(s[j] == "\\" && s[j + 1] == closing) { j += 1 }
        let end = min(s.count, j + 2)
        out.append(contentsOf: s[i..<end])
        i = end
    }

    private mutating func command() {
        guard let next = at(i + 1) else {
            out.append("\\")
            i += 1
            return
        }
        if next == "(" || next == "[" {
            copyMath(closing: next == "(" ? ")" : "]")
            return
        }
        guard Self.isLetter(next) else {
            i += 2
            if let mark = TeXDecoder.accents[next] {
                accent(mark, skipSpaces: false)
            } else if let letter = TeXDecoder.letters[String(next)] {
                out.append(contentsOf: letter.unicodeScalars)
            } else {
                out.append("\\")
                out.append(next)
            }
            return
        }
        var j = i + 1
        while Self.isLetter(at(j)) { j += 1 }
        let name = String(String.UnicodeScalarView(s[(i + 1)..<j]))
        i = j
        if name.unicodeScalars.count == 1, let mark = TeXDecoder.accents[next] {
            accent(mark, skipSpaces: true)
        } else if let letter = TeXDecoder.letters[name] {
            skipSpaces()
            out.append(contentsOf: letter.unicodeScalars)
        } else if TeXDecoder.textCommands.contains(name) || TeXDecoder.declarations.contains(name) {
            skipSpaces()
        } else if name == "href" {
            skipSpaces()
            skipGroup()
        } else {
            out.append("\\")
            out.append(contentsOf: name.unicodeScalars)
            keepNextBrace = true
        }
    }

    private mutating func skipSpaces() {
        while at(i) == " " { i += 1 }
    }

    /// Skips one `{…}` group (an `\href`'s URL).
    private mutating func skipGroup() {
        guard at(i) == "{" else { return }
        var depth = 0
        while i < s.count {
            if s[i] == "{" { depth += 1 } else if s[i] == "}" { depth -= 1 }
            i += 1
            if depth == 0 { return }
        }
    }

    /// Puts `mark` on the accent's argument: `o`, `{o}`, `{\i}`, `\i`.
    private mutating func accent(_ mark: Unicode.Scalar, skipSpaces spaces: Bool) {
        if spaces { skipSpaces() }
        if at(i) == "{" {
            braces.append(false)
            i += 1
        }
        guard let base = at(i), base != "}" else { return }
        if base == "\\", let letter = at(i + 1), letter == "i" || letter == "j", !Self.isLetter(at(i + 2)) {
            out.append(letter)
            i += 2
        } else if base == "\\" {
            return
        } else {
            out.append(base)
            i += 1
        }
        out.append(mark)
        accented = true
    }
}
