/// A Swift value a template can read: text, numbers, flags, optionals (nil is
/// ``MustacheValue/null``), arrays and ``MustacheObject``s.
public protocol MustacheConvertible {
    /// The value as the template sees it.
    var mustacheValue: MustacheValue { get }
}

extension MustacheValue: MustacheConvertible {
    /// The value itself.
    public var mustacheValue: MustacheValue { self }
}

extension String: MustacheConvertible {
    /// ``MustacheValue/string(_:)``.
    public var mustacheValue: MustacheValue { .string(self) }
}

extension Substring: MustacheConvertible {
    /// ``MustacheValue/string(_:)`` of a copy.
    public var mustacheValue: MustacheValue { .string(String(self)) }
}

extension Int: MustacheConvertible {
    /// ``MustacheValue/int(_:)``.
    public var mustacheValue: MustacheValue { .int(self) }
}

extension Double: MustacheConvertible {
    /// ``MustacheValue/double(_:)``.
    public var mustacheValue: MustacheValue { .double(self) }
}

extension Bool: MustacheConvertible {
    /// ``MustacheValue/bool(_:)``.
    public var mustacheValue: MustacheValue { .bool(self) }
}

extension Optional: MustacheConvertible where Wrapped: MustacheConvertible {
    /// The wrapped value, or ``MustacheValue/null`` for nil (found, empty: the lookup stops).
    public var mustacheValue: MustacheValue {
        switch self {
        case .some(let value): return value.mustacheValue
        case .none: return .null
        }
    }
}

extension Array: MustacheConvertible where Element: MustacheConvertible {
    /// ``MustacheValue/list(_:)`` over the array itself (elements are converted when read).
    public var mustacheValue: MustacheValue { .list(self) }
}

extension MustacheLambda: MustacheConvertible {
    /// ``MustacheValue/lambda(_:)``.
    public var mustacheValue: MustacheValue { .lambda(self) }
}
