import Yams

/// Finds where a ``ConfigPath`` sits in the YAML document, using the marks Yams keeps on nodes.
struct ConfigLocator {
    /// Where to point for a path.
    enum Target {
        /// The value at the path (a wrong type, an invalid value).
        case value
        /// The key that ends the path (an unknown key).
        case key
    }

    let root: Node?
    /// The document's text, for pointing inside a value.
    var text: String = ""

    /// The line and column of `path`, or of the deepest part of it that exists
    /// (for a missing key: the mapping that lacks it). With `offset`, the place that
    /// many scalars into the value (an error inside a query), when it can be found.
    func locate(_ path: ConfigPath, _ target: Target = .value, offset: Int? = nil) -> TextPosition? {
        guard var node = root else { return nil }
        var mark = node.mark.map(TextPosition.init)
        for (position, element) in path.elements.enumerated() {
            let isLast = position == path.elements.count - 1
            switch element {
            case .key(let key):
                guard let mapping = node.mapping,
                      let pair = mapping.first(where: { $0.key.string == key }) else { return mark }
                if isLast, target == .key { return pair.key.mark.map(TextPosition.init) ?? mark }
                node = pair.value
            case .index(let index):
                guard let sequence = node.sequence, index >= 0, index < sequence.count else { return mark }
                node = sequence[sequence.index(sequence.startIndex, offsetBy: index)]
            }
            // An empty value (`key:`) has no useful mark of its own on some nodes; keep the parent's.
            mark = node.mark.map(TextPosition.init) ?? mark
        }
        if let offset, let scalar = node.scalar, let start = scalar.mark.map(TextPosition.init),
           let inside = ScalarPosition(text: text).locate(offset, in: scalar.string, style: scalar.style, start: start) {
            return inside
        }
        return mark
    }
}
