/// What `paperboy explain` found out about an item.
public struct ItemExplanation: Sendable {
    /// False when the archive holds no such item on any day.
    public var found: Bool
    /// The explanation, one line each, ready to print.
    public var lines: [String]

    /// Creates an explanation.
    public init(found: Bool, lines: [String]) {
        self.found = found
        self.lines = lines
    }

    /// The lines joined, ending in a newline.
    public var text: String { lines.map { $0 + "\n" }.joined() }
}
