/// A value a template reads: the engine's whole data model.
///
/// View models answer names with these through ``MustacheObject``; nothing is
/// found by reflection or dynamic casts. A list is kept lazily as a
/// ``MustacheList`` (an array of view models is not converted up front).
public enum MustacheValue {
    /// Present but empty: renders nothing, is false in a section and ends a lookup
    /// (a name answered with `.null` does not climb to enclosing contexts).
    case null
    /// `true` renders a section once, `false` not at all.
    case bool(Bool)
    /// Renders in decimal; any integer, zero included, is true in a section.
    case int(Int)
    /// Renders like a JSON number (`1.5`, and `2` for `2.0`).
    case double(Double)
    /// Text, escaped by `{{name}}` and raw in `{{{name}}}`; true in a section even when empty.
    case string(String)
    /// A list: a section renders once per element, and not at all when it is empty.
    case list(any MustacheList)
    /// An object whose names the template reads: pushed on the context stack by a section.
    case object(any MustacheObject)
    /// Code the template calls: see ``MustacheLambda``.
    case lambda(MustacheLambda)
}

extension MustacheValue {
    /// False for `null`, `false` and an empty list; true otherwise, as the Mustache spec's
    /// sections and swift-mustache (which Paperboy's themes were written against) agree.
    @inlinable
    public var isTruthy: Bool {
        switch self {
        case .null: return false
        case .bool(let flag): return flag
        case .list(let list): return list.count > 0
        default: return true
        }
    }

    /// Appends the value's text (unescaped) to `output`: nothing for null, lists, objects and lambdas.
    func appendText(to output: inout [UInt8]) {
        switch self {
        case .string(let text): output.append(contentsOf: text.utf8)
        case .int(let number): output.append(contentsOf: String(number).utf8)
        case .double(let number): output.append(contentsOf: Self.format(number).utf8)
        case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .null, .list, .object, .lambda: break
        }
    }

    /// A double as JSON and JavaScript write it: no `.0` on whole numbers.
    static func format(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
        return String(number)
    }
}
