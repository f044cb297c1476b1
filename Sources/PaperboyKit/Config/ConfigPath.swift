/// A place in the config document: a chain of mapping keys and list indexes.
struct ConfigPath: Hashable, Sendable, CustomStringConvertible {
    enum Element: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    var elements: [Element]

    init(_ elements: [Element] = []) {
        self.elements = elements
    }

    /// The path of a Codable coding path (keys with an int value are list indexes).
    init(codingPath: [any CodingKey]) {
        elements = codingPath.map { key in key.intValue.map(Element.index) ?? .key(key.stringValue) }
    }

    func appending(_ key: String) -> ConfigPath { ConfigPath(elements + [.key(key)]) }
    func appending(_ index: Int) -> ConfigPath { ConfigPath(elements + [.index(index)]) }

    /// `sections[1].include[0]`.
    var description: String {
        var text = ""
        for element in elements {
            switch element {
            case .key(let key): text += (text.isEmpty ? "" : ".") + key
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }
}
