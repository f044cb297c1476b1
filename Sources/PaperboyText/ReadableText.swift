/// Makes the markup that feeds carry inside plain text readable, for every output alike:
/// GitHub emoji shortcodes (`:memo:` → 📝, from ``EmojiShortcodes``; an unknown one stays as
/// written) and TeX math (`$\mathcal{O}(n^{2})$` → `O(n²)`, by ``InlineMath``), between
/// `$`, `$$`, `\(…\)` or `\[…\]`.
///
/// A `$` opens math only when a non-space follows it, and closes it only when a non-space
/// precedes it and no digit follows, on the same line, within ``InlineMath/maxLength``
/// scalars; math that starts with a digit holds no plain word. So `$5 and $10`,
/// `$5 and$ ten` and `costs $3.50` stay as written, as does an escaped `\$`.
public enum ReadableText {
    /// What ``clean(_:_:)`` makes readable.
    public struct Kinds: OptionSet, Sendable {
        /// The kinds as bits.
        public let rawValue: Int
        /// Creates a set.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// TeX math: papers' titles and abstracts.
        public static let math = Kinds(rawValue: 1)
        /// GitHub emoji shortcodes: repositories, releases and posts.
        public static let shortcodes = Kinds(rawValue: 2)
    }

    /// `text` with its shortcodes and inline math made readable; `text` itself when it has neither.
    public static func clean(_ text: String, _ kinds: Kinds = [.math, .shortcodes]) -> String {
        guard mayNeedCleaning(text) else { return text }
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            if c == "\\", i + 1 < scalars.count, scalars[i + 1] == "$" {
                out.append(contentsOf: scalars[i...i + 1])
                i += 2
            } else if c == "\\", kinds.contains(.math), let (inner, end) = bracketedMath(scalars, from: i) {
                out.append(contentsOf: InlineMath.plain(inner).unicodeScalars)
                i = end
            } else if c == "$", kinds.contains(.math), let (inner, end) = math(scalars, from: i) {
                out.append(contentsOf: InlineMath.plain(inner).unicodeScalars)
                i = end
            } else if c == ":", kinds.contains(.shortcodes), let (emoji, end) = shortcode(scalars, from: i, after: i > 0 ? scalars[i - 1] : nil) {
                out.append(contentsOf: emoji.unicodeScalars)
                i = end
            } else {
                out.append(c)
                i += 1
            }
        }
        return String(out)
    }

    /// True when `text` has a `$`, `\(`, `\[` or two `:`; most texts have none and are returned as they are.
    static func mayNeedCleaning(_ text: String) -> Bool {
        var colons = 0
        var previous: UInt8 = 0
        for b in text.utf8 {
            if b == UInt8(ascii: "$") { return true }
            if previous == UInt8(ascii: "\\"), b == UInt8(ascii: "(") || b == UInt8(ascii: "[") { return true }
            if b == UInt8(ascii: ":") { colons += 1; if colons == 2 { return true } }
            previous = b
        }
        return false
    }

    /// The math between the `$` (or `$$`) at `start` and its closing one, and the index after it.
    private static func math(_ s: [Unicode.Scalar], from start: Int) -> ([Unicode.Scalar], Int)? {
        let fence = start + 1 < s.count && s[start + 1] == "$" ? 2 : 1
        let open = start + fence
        guard open < s.count, s[open] != "$" else { return nil }
        var j = open
        while j < s.count, j - open <= InlineMath.maxLength {
            let c = s[j]
            if c == "\n" { return nil }
            if c == "\\" { j += 2; continue }
            if c == "$" {
                let close = j + fence
                guard fence == 1 || (j + 1 < s.count && s[j + 1] == "$") else { return nil }
                let inner = Array(s[open..<j])
                // Written TeX (`$\sim$97%`, `$ \pi_1 $`) is math whatever its spacing; a price is not.
                if hasTeX(inner) { return (inner, close) }
                guard !isSpace(s[open]), !isSpace(s[j - 1]) else { return nil }
                if close < s.count, s[close].properties.numericType != nil { return nil }
                if s[open].properties.numericType != nil, hasPlainWord(inner) { return nil }
                return (inner, close)
            }
            j += 1
        }
        return nil
    }

    /// True when `math` holds a command, a script or a group (`\sim`, `H^3`, `x_{i}`): TeX, not prose.
    private static func hasTeX(_ math: [Unicode.Scalar]) -> Bool {
        math.contains { $0 == "\\" || $0 == "^" || $0 == "_" || $0 == "{" }
    }

    /// The math between `\(` and `\)` or `\[` and `\]` at `start`, and the index after it.
    private static func bracketedMath(_ s: [Unicode.Scalar], from start: Int) -> ([Unicode.Scalar], Int)? {
        guard start + 1 < s.count, s[start + 1] == "(" || s[start + 1] == "[" else { return nil }
        let closing: Unicode.Scalar = s[start + 1] == "(" ? ")" : "]"
        var j = start + 2
        while j + 1 < s.count, j - start <= InlineMath.maxLength {
            if s[j] == "\\" {
                if s[j + 1] == closing { return (Array(s[(start + 2)..<j]), j + 2) }
                j += 2
                continue
            }
            j += 1
        }
        return nil
    }

    /// True when `math` has two ASCII letters in a row outside a command's name (`5 and`, not `\le`).
    private static func hasPlainWord(_ math: [Unicode.Scalar]) -> Bool {
        var inCommand = false
        var run = 0
        for c in math {
            let letter = c.isASCII && c.properties.isAlphabetic
            if c == "\\" { inCommand = true; run = 0; continue }
            if !letter { inCommand = false; run = 0; continue }
            if inCommand { continue }
            run += 1
            if run == 2 { return true }
        }
        return false
    }

    /// The emoji of the shortcode at `start` and the index after it; nil when it is not one the
    /// table knows, or when a letter or digit touches it (`std::map`, `10:30:00`).
    private static func shortcode(_ s: [Unicode.Scalar], from start: Int, after previous: Unicode.Scalar?) -> (String, Int)? {
        if let previous, isWordScalar(previous) { return nil }
        var j = start + 1
        var name = ""
        while j < s.count, j - start <= EmojiShortcodes.maxNameLength, isNameScalar(s[j]) {
            name.unicodeScalars.append(s[j])
            j += 1
        }
        guard j < s.count, s[j] == ":", !name.isEmpty, let emoji = EmojiShortcodes.table[name] else { return nil }
        if j + 1 < s.count, isWordScalar(s[j + 1]) { return nil }
        return (emoji, j + 1)
    }

    private static func isSpace(_ c: Unicode.Scalar) -> Bool { c.properties.isWhitespace }
    private static func isWordScalar(_ c: Unicode.Scalar) -> Bool { c.properties.isAlphabetic || c.properties.numericType != nil }
    private static func isNameScalar(_ c: Unicode.Scalar) -> Bool {
        (c.isASCII && (c.properties.isAlphabetic || ("0"..."9").contains(c))) || c == "_" || c == "+" || c == "-"
    }
}
