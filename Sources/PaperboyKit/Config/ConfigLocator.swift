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

    /// The line and column of `path`, or of the deepest part of it that exists
    /// (for a missing key: the mapping that lacks it).
    func locate(_ path: ConfigPath, _ target: Target = .value) -> Mark? {
        guard var node = root else { return nil }
        var mark = node.mark
        for (position, element) in path.elements.enumerated() {
            let isLast = position == path.elements.count - 1
            switch element {
            case .key(let key):
                guard let mapping = node.mapping,
                      let pair = mapping.first(where: { $0.key.string == key }) else { return mark }
                if isLast, target == .key { return pair.key.mark ?? mark }
                node = pair.value
            case .index(let index):
                guard let sequence = node.sequence, index >= 0, index < sequence.count else { return mark }
                node = sequence[sequence.index(sequence.startIndex, offsetBy: index)]
            }
            // An empty value (`key:`) has no useful mark of its own on some nodes; keep the parent's.
            mark = node.mark ?? mark
        }
        return mark
    }
}
