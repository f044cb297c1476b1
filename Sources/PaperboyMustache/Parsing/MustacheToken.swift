/// One piece of a template's source: text, or a tag with its trimmed content.
struct MustacheToken {
    enum Kind: Equatable {
        /// Text; split so that a newline always ends a token.
        case text
        /// Where a template line starts (added by the standalone pass): indentation goes here.
        case lineStart
        case variable, unescaped, section, inverted, close, partial, parent, block
        case comment, delimiters, pragma
    }

    var kind: Kind
    /// Offset of the text or of the tag's opening delimiter.
    var start: Int
    /// Offset just past the text or the tag's closing delimiter.
    var end: Int
    /// The tag's content, trimmed, without its sigil (`#`, `>`…); empty for text.
    var content: String = ""
    /// The delimiters in force at the tag (a section's lambda renders with them).
    var delimiters: (open: [UInt8], close: [UInt8]) = ([], [])
    /// True when the tag is alone on its line (the line is removed from the output).
    var standalone = false
    /// The whitespace before the tag when nothing else precedes it on its line.
    var lineIndent: [UInt8]?
    /// For a block opened and closed alone on its line (`{{$head}}{{/head}}`): that line's ending.
    var pairLineEnding: [UInt8]?

    /// Can this tag stand alone on a line (so the line leaves no trace)?
    var canStandAlone: Bool {
        switch kind {
        case .text, .lineStart, .variable, .unescaped: return false
        default: return true
        }
    }
}
