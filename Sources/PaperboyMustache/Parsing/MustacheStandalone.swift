/// The spec's standalone rule: a line holding only whitespace and one tag that
/// renders nothing by itself (section, close, comment, partial, parent, block,
/// set-delimiters, pragma) is removed whole, its newline included; the
/// whitespace before a standalone partial or parent becomes its indentation.
///
/// Lines of parent and block tags only (`{{<parent}}{{$block}}`,
/// `{{/block}}{{/parent}}`, `{{<parent}}{{/parent}}`) count as standalone too, as the
/// inheritance module's tests require, and so does an empty block alone on its line
/// (`  {{$head}}{{/head}}`): it stands for whole lines, indented like the tag. Every other line gets a ``MustacheToken/Kind/lineStart``
/// token in front: where a partial's indentation goes.
enum MustacheStandalone {
    static func apply(to tokens: [MustacheToken], source: [UInt8]) -> [MustacheToken] {
        var output: [MustacheToken] = []
        output.reserveCapacity(tokens.count + tokens.count / 2)
        var open: [(kind: MustacheToken.Kind, content: String)] = []
        var lineStart = 0
        while lineStart < tokens.count {
            var lineEnd = lineStart
            while lineEnd < tokens.count {
                let token = tokens[lineEnd]
                lineEnd += 1
                if token.kind == .text, source[token.end - 1] == 0x0A { break }
            }
            var line = Array(tokens[lineStart..<lineEnd])
            let standalone = markLine(&line, source: source, open: open)
            for token in line where token.kind != .text { track(token, in: &open) }
            if standalone {
                output.append(contentsOf: line.lazy.filter { $0.kind != .text })
            } else {
                let start = line[0].start
                output.append(MustacheToken(kind: .lineStart, start: start, end: start))
                output.append(contentsOf: line)
            }
            lineStart = lineEnd
        }
        return output
    }

    /// Sets each tag's `lineIndent` and, when the line is standalone, `standalone`; returns whether it is.
    private static func markLine(
        _ line: inout [MustacheToken], source: [UInt8], open: [(kind: MustacheToken.Kind, content: String)]
    ) -> Bool {
        var prefix: [UInt8]? = []
        var blank = true
        var tags: [Int] = []
        for index in line.indices {
            let token = line[index]
            if token.kind == .text {
                if let whitespace = leadingBlank(source[token.start..<token.end]) {
                    prefix?.append(contentsOf: whitespace)
                } else {
                    blank = false
                    prefix = nil
                }
            } else {
                line[index].lineIndent = prefix
                prefix = nil
                tags.append(index)
            }
        }
        guard blank, let first = tags.first, tags.allSatisfy({ line[$0].canStandAlone }) else { return false }
        if tags.count > 1 {
            if isBlockPair(tags.map { line[$0] }) {
                line[first].pairLineEnding = lineEnding(line.last.map { source[$0.start..<$0.end] })
            } else if !isInheritanceLine(tags.map { line[$0] }, open: open) {
                return false
            }
        }
        let indentation = line[first].lineIndent ?? []
        for index in tags {
            line[index].standalone = true
            line[index].lineIndent = indentation
        }
        return true
    }

    /// The whitespace of a blank text token (without its line ending), or nil when it holds more.
    private static func leadingBlank(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        var body = bytes
        if body.last == 0x0A {
            body.removeLast()
            if body.last == 0x0D { body.removeLast() }
        }
        return body.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) ? body : nil
    }

    /// `{{$name}}{{/name}}`: a block that is a place for whole lines.
    private static func isBlockPair(_ tags: [MustacheToken]) -> Bool {
        tags.count == 2 && tags[0].kind == .block && tags[1].kind == .close && tags[0].content == tags[1].content
    }

    private static func lineEnding(_ text: ArraySlice<UInt8>?) -> [UInt8] {
        guard let text, text.last == 0x0A else { return [] }
        return text.dropLast().last == 0x0D ? [0x0D, 0x0A] : [0x0A]
    }

    /// Only parent and block tags, at least one of them opening or closing a parent.
    private static func isInheritanceLine(
        _ tags: [MustacheToken], open: [(kind: MustacheToken.Kind, content: String)]
    ) -> Bool {
        var open = open
        var parent = false
        for tag in tags {
            switch tag.kind {
            case .parent, .block:
                parent = parent || tag.kind == .parent
                open.append((tag.kind, tag.content))
            case .close:
                guard let top = open.last, top.content == tag.content else { return false }
                parent = parent || top.kind == .parent
                open.removeLast()
            default:
                return false
            }
        }
        return parent
    }

    private static func track(_ token: MustacheToken, in open: inout [(kind: MustacheToken.Kind, content: String)]) {
        switch token.kind {
        case .section, .inverted, .parent, .block: open.append((token.kind, token.content))
        case .close: if open.last?.content == token.content { open.removeLast() }
        default: break
        }
    }
}
