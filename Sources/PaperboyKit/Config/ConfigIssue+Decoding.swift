import Yams

extension ConfigIssue {
    /// Words a reader understands for what Yams expected.
    init(decoding error: DecodingError) {
        switch error {
        case .typeMismatch(let type, let context):
            self.init(ConfigPath(codingPath: context.codingPath), "expected \(ConfigIssue.describe(type))", underlying: error)
        case .keyNotFound(let key, let context):
            self.init(ConfigPath(codingPath: context.codingPath), "missing key \"\(key.stringValue)\"", underlying: error)
        case .valueNotFound(let type, let context):
            self.init(ConfigPath(codingPath: context.codingPath), "expected \(ConfigIssue.describe(type)), found nothing", underlying: error)
        case .dataCorrupted(let context):
            self.init(ConfigPath(codingPath: context.codingPath), context.debugDescription, underlying: error)
        @unknown default:
            self.init(ConfigPath(), "\(error)", underlying: error)
        }
    }

    static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "text"
        case is Int.Type: return "a whole number"
        case is Bool.Type: return "true or false"
        case is Node.Sequence.Type, is [String].Type: return "a list"
        case is Node.Mapping.Type: return "a mapping of keys to values"
        case is Node.Scalar.Type: return "a single value, not a list or mapping"
        default: return "\(type)"
        }
    }
}
