/// Bounds what a config's YAML aliases expand to, before any YAML is composed: a few
/// hundred bytes of nested aliases ("billion laughs", often under merge keys) would
/// otherwise expand into gigabytes.
///
/// A light scan, line by line: an anchor (`&name`) covers the rest of its line and the
/// lines indented deeper than it; its weight is one node plus the weights of the aliases
/// (`*name`) inside it. The expansion is the sum of every alias's weight: an over-estimate
/// for odd layouts, never an under-estimate of nesting.
struct YAMLAliasBudget {
    /// The most nodes that aliases may add to a config.
    static let maxNodes = 10_000

    /// An alias whose expansion passes the budget, with its 1-based position.
    struct Excess: Error, Equatable {
        var line: Int
        var column: Int
        var nodes: Int
    }

    private struct Anchor {
        var name: String
        var line: Int
        var column: Int
        var endLine: Int
    }

    private struct Alias {
        var name: String
        var line: Int
        var column: Int
    }

    /// - Throws: ``Excess`` at the alias that passes ``maxNodes``.
    static func check(_ text: String) throws {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf8) }
        var anchors: [Anchor] = []
        var aliases: [Alias] = []
        for (index, line) in lines.enumerated() {
            for (mark, name, column) in marks(in: line) {
                if mark == UInt8(ascii: "&") {
                    let indent = line.prefix { $0 == 0x20 }.count
                    var end = index
                    while end + 1 < lines.count, isInside(lines[end + 1], deeperThan: indent) { end += 1 }
                    anchors.append(Anchor(name: name, line: index, column: column, endLine: end))
                } else {
                    aliases.append(Alias(name: name, line: index, column: column))
                }
            }
        }
        var weights: [Int: Int] = [:]
        func target(of alias: Alias) -> Int? {
            anchors.indices.last { anchors[$0].name == alias.name && (anchors[$0].line, anchors[$0].column) < (alias.line, alias.column) }
        }
        func weight(_ anchor: Int, depth: Int) -> Int {
            if let known = weights[anchor] { return known }
            guard depth < 64 else { return maxNodes + 1 }
            let a = anchors[anchor]
            var total = 1
            for alias in aliases where (alias.line, alias.column) > (a.line, a.column) && alias.line <= a.endLine {
                if let inner = target(of: alias), inner != anchor { total = min(total + weight(inner, depth: depth + 1), maxNodes + 1) }
            }
            weights[anchor] = total
            return total
        }
        var expanded = 0
        for alias in aliases {
            guard let anchor = target(of: alias) else { continue }
            expanded = min(expanded + weight(anchor, depth: 0), Int.max / 2)
            if expanded > maxNodes { throw Excess(line: alias.line + 1, column: alias.column + 1, nodes: expanded) }
        }
    }

    /// A non-empty line indented deeper than `indent` (a blank or comment line continues a block).
    private static func isInside(_ line: [UInt8], deeperThan indent: Int) -> Bool {
        let spaces = line.prefix { $0 == 0x20 }.count
        guard spaces < line.count else { return true }
        return line[spaces] == UInt8(ascii: "#") || spaces > indent
    }

    /// The `&name` and `*name` marks of a line outside quotes and comments: mark byte, name, 0-based column.
    private static func marks(in line: [UInt8]) -> [(UInt8, String, Int)] {
        var found: [(UInt8, String, Int)] = []
        var quote: UInt8?
        var i = 0
        while i < line.count {
            let byte = line[i]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == 0x22 || byte == 0x27 {
                quote = byte
            } else if byte == UInt8(ascii: "#"), i == 0 || line[i - 1] == 0x20 {
                break
            } else if byte == UInt8(ascii: "&") || byte == UInt8(ascii: "*"),
                      i == 0 || [0x20, 0x5B, 0x7B, 0x2C, 0x3A, 0x2D].contains(line[i - 1]) {
                var j = i + 1
                while j < line.count, ![0x20, 0x2C, 0x5B, 0x5D, 0x7B, 0x7D].contains(line[j]) { j += 1 }
                if j > i + 1 { found.append((byte, String(decoding: line[(i + 1)..<j], as: UTF8.self), i)) }
                i = j
                continue
            }
            i += 1
        }
        return found
    }
}
