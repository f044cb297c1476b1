import PaperboyViews

/// Lets config types refuse keys they do not know, so a typo (`exlude:`) is an
/// error at its line instead of a silently ignored setting.
struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init?(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }
}

extension Decoder {
    /// Throws for the first key (in document order) that is not in `allowed`.
    func rejectUnknownKeys<Key: CodingKey & CaseIterable>(_ allowed: Key.Type) throws {
        let names = Key.allCases.map(\.stringValue)
        let container = try container(keyedBy: AnyCodingKey.self)
        for key in container.allKeys where !names.contains(key.stringValue) {
            let guess = NameSuggestion.closest(to: key.stringValue, in: names).map { "did you mean \"\($0)\"? " } ?? ""
            throw ConfigIssue(
                ConfigPath(codingPath: codingPath + [key]),
                "unknown key \"\(key.stringValue)\" (\(guess)expected one of: \(names.joined(separator: ", ")))",
                target: .key)
        }
    }
}
