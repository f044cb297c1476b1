import Yams

/// Maps a position inside a scalar's value back to the document: the value of
/// `query: 'a AND'` starts one column after its quote, a block scalar's on the
/// next line, and a folded line break in the value is a newline and indentation
/// in the document. Walks the source beside the value; gives up (nil) where they
/// part ways, as at an escape sequence, and the caller points at the value instead.
struct ScalarPosition {
    let text: String

    func locate(_ offset: Int, in value: String, style: Node.Scalar.Style, start: TextPosition) -> TextPosition? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.unicodeScalars) }
        guard start.line >= 1, start.line <= lines.count else { return nil }
        var line = start.line - 1
        var column = start.column - 1
        switch style {
        case .literal, .folded:
            line += 1
            guard line < lines.count else { return nil }
            column = indentation(lines[line])
        case .singleQuoted, .doubleQuoted:
            column += 1
        case .plain, .any:
            break
        }
        for scalar in value.unicodeScalars.prefix(offset) {
            guard line < lines.count else { return nil }
            if column < lines[line].count, lines[line][column] == scalar {
                column += 1
            } else if (scalar == " " || scalar == "\n"), column >= lines[line].count, line + 1 < lines.count {
                // A line break in the source: folded to a space, or kept as a newline.
                line += 1
                column = indentation(lines[line])
            } else {
                return nil
            }
        }
        return TextPosition(line: line + 1, column: column + 1)
    }

    private func indentation(_ line: [Unicode.Scalar]) -> Int {
        line.prefix { $0 == " " }.count
    }
}
