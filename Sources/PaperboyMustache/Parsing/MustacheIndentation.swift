/// The inheritance module's indentation rules for blocks: "block indentation is
/// removed at the site of definition and added at the site of expansion".
enum MustacheIndentation {
    /// A block in a template (not inside a parent tag): the place an override goes.
    ///
    /// When its opening tag stands alone, an override is indented like the first line of
    /// the default content (or like the tag when there is none); when the tag shares its
    /// line, an override's later lines get the whitespace before the tag.
    static func site(_ nodes: [MustacheNode], open: MustacheToken) -> MustacheBlock {
        if let ending = open.pairLineEnding {
            return MustacheBlock(name: open.content, nodes: nodes, indentation: open.lineIndent ?? [], inline: false, lineEnding: ending)
        }
        if open.standalone {
            let indentation = firstLineIndentation(nodes) ?? open.lineIndent ?? []
            return MustacheBlock(name: open.content, nodes: nodes, indentation: indentation, inline: false)
        }
        return MustacheBlock(name: open.content, nodes: nodes, indentation: open.lineIndent ?? [], inline: true)
    }

    /// A block inside a parent tag: an override, with the indentation of its first line
    /// removed from all its lines when its opening tag stands alone.
    static func override(_ nodes: [MustacheNode], open: MustacheToken) -> MustacheBlock {
        guard open.standalone, let prefix = firstLineIndentation(nodes), !prefix.isEmpty else {
            return MustacheBlock(name: open.content, nodes: nodes, indentation: [], inline: false)
        }
        return MustacheBlock(name: open.content, nodes: strip(prefix, from: nodes), indentation: [], inline: false)
    }

    /// The whitespace starting the first line, when the nodes start with a line of text.
    private static func firstLineIndentation(_ nodes: [MustacheNode]) -> [UInt8]? {
        guard nodes.count >= 2, case .lineStart = nodes[0] else { return nil }
        guard case .text(let text) = nodes[1] else { return [] }
        return Array(text.prefix(while: { $0 == 0x20 || $0 == 0x09 }))
    }

    private static func strip(_ prefix: [UInt8], from nodes: [MustacheNode]) -> [MustacheNode] {
        var result: [MustacheNode] = []
        result.reserveCapacity(nodes.count)
        var afterLineStart = false
        for node in nodes {
            defer {
                if case .lineStart = node { afterLineStart = true } else { afterLineStart = false }
            }
            switch node {
            case .text(let text) where afterLineStart:
                result.append(.text(Array(text.dropFirst(commonPrefix(text, prefix)))))
            case .section(let section):
                result.append(.section(MustacheSection(
                    name: section.name, inverted: section.inverted, nodes: strip(prefix, from: section.nodes),
                    body: section.body, open: section.open, close: section.close)))
            case .block(let block):
                result.append(.block(MustacheBlock(
                    name: block.name, nodes: strip(prefix, from: block.nodes),
                    indentation: dropping(prefix, from: block.indentation), inline: block.inline,
                    lineEnding: block.lineEnding)))
            case .partial(let include):
                result.append(.partial(include.with(indentation: dropping(prefix, from: include.indentation))))
            case .parent(let parent):
                result.append(.parent(MustacheParentTag(
                    include: parent.include.with(indentation: dropping(prefix, from: parent.include.indentation)),
                    overrides: parent.overrides)))
            default:
                result.append(node)
            }
        }
        return result
    }

    private static func commonPrefix(_ text: [UInt8], _ prefix: [UInt8]) -> Int {
        var count = 0
        while count < prefix.count, count < text.count, text[count] == prefix[count] { count += 1 }
        return count
    }

    private static func dropping(_ prefix: [UInt8], from indentation: [UInt8]) -> [UInt8] {
        Array(indentation.dropFirst(commonPrefix(indentation, prefix)))
    }
}
