import Yams

/// A 1-based line and column in the config text (columns count unicode scalars, as YAML marks do).
struct TextPosition: Hashable, Sendable {
    var line: Int
    var column: Int

    init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    init(_ mark: Mark) {
        self.init(line: mark.line, column: mark.column)
    }
}
