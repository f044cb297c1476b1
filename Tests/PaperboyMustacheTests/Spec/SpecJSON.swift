import PaperboyMustache

/// A JSON value of a spec file, kept Sendable so that test cases can be test arguments.
enum SpecJSON: Sendable, Decodable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([SpecJSON])
    case object([String: SpecJSON])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let number = try? container.decode(Int.self) {
            self = .int(number)
        } else if let number = try? container.decode(Double.self) {
            self = .double(number)
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let array = try? container.decode([SpecJSON].self) {
            self = .array(array)
        } else {
            self = .object(try container.decode([String: SpecJSON].self))
        }
    }

    /// True for the spec's `{"__tag__": "code", …}` lambdas.
    var isCode: Bool {
        if case .object(let fields) = self, fields["__tag__"] == .string("code") { return true }
        return false
    }

    /// The value in the engine's model; `lambda` stands in for code objects.
    func mustacheValue(lambda: () -> MustacheLambda?) -> MustacheValue {
        switch self {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .int(let number): return .int(number)
        case .double(let number): return .double(number)
        case .string(let text): return .string(text)
        case .array(let elements): return .list(elements.map { $0.mustacheValue(lambda: lambda) })
        case .object(let fields):
            if isCode, let code = lambda() { return .lambda(code) }
            return .object(fields.mapValues { $0.mustacheValue(lambda: lambda) })
        }
    }

    /// True when a code object is anywhere inside.
    var containsCode: Bool {
        switch self {
        case .array(let elements): return elements.contains(where: \.containsCode)
        case .object(let fields): return isCode || fields.values.contains(where: \.containsCode)
        default: return false
        }
    }
}
