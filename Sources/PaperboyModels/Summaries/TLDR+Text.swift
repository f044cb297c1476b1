import Foundation

extension TLDR {
    /// The longest TL;DR kept, in characters; a longer reply is cut at a word with `…`.
    public static let maxCharacters = 400

    /// A chat model's reply as a page may show it: one line of plain text, control characters
    /// and runs of spaces folded, a leading `TL;DR:` label and wrapping quotes or `**` removed,
    /// at most ``maxCharacters``. Nil when nothing is left. Markup stays text: pages escape it.
    public static func cleaned(_ reply: String) -> String? {
        var scalars = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in reply.unicodeScalars {
            if scalar.properties.isWhitespace || scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format {
                pendingSpace = !scalars.isEmpty
                continue
            }
            if pendingSpace { scalars.append(" ") }
            pendingSpace = false
            scalars.append(scalar)
        }
        var text = Substring(String(scalars))
        for label in ["tl;dr", "tldr"] where text.lowercased().hasPrefix(label) {
            text = text.dropFirst(label.count).drop { " :-–—".contains($0) }
            break
        }
        for (open, close) in [("**", "**"), ("\"", "\""), ("“", "”"), ("'", "'")] where text.count > open.count + close.count {
            if text.hasPrefix(open), text.hasSuffix(close) { text = text.dropFirst(open.count).dropLast(close.count) }
        }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        guard trimmed.count > maxCharacters else { return trimmed }
        let head = trimmed.prefix(maxCharacters)
        let cut = head.lastIndex(of: " ").map { head[..<$0] } ?? head
        return cut.trimmingCharacters(in: .whitespaces) + "…"
    }
}
