/// Plain text wrapped for an e-mail's text part: a line longer than ``width`` characters is
/// broken at spaces, its continuation lines indented like the line's text (past a `* `
/// bullet). A word longer
/// than the width (a URL) stays whole on its own line.
enum TextWrap {
    static let width = 76

    static func wrap(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { wrapLine(String($0)) }.joined(separator: "\n")
    }

    private static func wrapLine(_ line: String) -> String {
        guard line.count > width else { return line }
        let leading = line.prefix { $0 == " " }
        let indent = String(leading) + (line.dropFirst(leading.count).hasPrefix("* ") ? "  " : "")
        var lines: [String] = []
        var current = String(leading)
        var hasWord = false
        for word in line.split(separator: " ") {
            if hasWord, current.count + 1 + word.count > width {
                lines.append(current)
                current = indent
                hasWord = false
            }
            current += (hasWord ? " " : "") + word
            hasWord = true
        }
        if hasWord { lines.append(current) }
        return lines.joined(separator: "\n")
    }
}
