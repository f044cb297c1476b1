import PaperboyModels
@preconcurrency import CLibXML2

extension SanitizingWalker {
    /// Writes the allowed attributes of `node`, each double-quoted and
    /// escaped, in a fixed order whatever the order in the source.
    mutating func appendAttributes(_ allowed: HTMLElementRule.Attributes, of node: xmlNodePtr) {
        switch allowed {
        case .none:
            break
        case .title:
            if let title = attribute(node, "title") { appendAttribute(" title=\"", title) }
        case .cells:
            if let span = number(node, "colspan", maxDigits: 4) { appendAttribute(" colspan=\"", span) }
            if let span = number(node, "rowspan", maxDigits: 4) { appendAttribute(" rowspan=\"", span) }
        case .start:
            if let start = number(node, "start", maxDigits: 9) { appendAttribute(" start=\"", start) }
        case .cite:
            if let cite = url(node, "cite") { appendAttribute(" cite=\"", cite) }
        }
    }

    private mutating func appendAttribute(_ opening: StaticString, _ value: String) {
        append(opening)
        EscapeTable.htmlAttribute.append(value, to: &html)
        append("\"")
    }

    /// The value of the attribute `name` (lowercase, as the HTML parser
    /// stores names), character references decoded; nil when absent.
    func attribute(_ node: xmlNodePtr, _ name: StaticString) -> String? {
        var property = node.pointee.properties
        while let current = property {
            if let attributeName = current.pointee.name, equals(attributeName, name) {
                var value: [UInt8] = []
                var child = current.pointee.children
                while let text = child {
                    if let content = text.pointee.content {
                        var index = 0
                        while content[index] != 0 {
                            value.append(content[index])
                            index += 1
                        }
                    }
                    child = text.pointee.next
                }
                return String(decoding: value, as: UTF8.self)
            }
            property = current.pointee.next
        }
        return nil
    }

    /// The attribute as a safe, absolute URL resolved against the base. Without
    /// a base a relative reference is dropped: on the digest's pages it would
    /// point into the digest's own site, not where the feed meant.
    func url(_ node: xmlNodePtr, _ name: StaticString) -> String? {
        guard let url = attribute(node, name).flatMap({ LinkPolicy.safeURL($0, baseURL: baseURL) }) else { return nil }
        let absolute = url.hasPrefix("https://") || url.hasPrefix("http://") || url.hasPrefix("mailto:")
        return absolute ? url : nil
    }

    /// The attribute when it is a plain number of at most `maxDigits` digits.
    private func number(_ node: xmlNodePtr, _ name: StaticString, maxDigits: Int) -> String? {
        guard let value = attribute(node, name) else { return nil }
        let digits = Whitespace.fold(value)
        guard !digits.isEmpty, digits.utf8.count <= maxDigits,
              digits.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 })
        else { return nil }
        return digits
    }

    private func equals(_ cString: UnsafePointer<xmlChar>, _ name: StaticString) -> Bool {
        name.withUTF8Buffer { expected in
            for (index, byte) in expected.enumerated() where cString[index] != byte { return false }
            return cString[expected.count] == 0
        }
    }
}
