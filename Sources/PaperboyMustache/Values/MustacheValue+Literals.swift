// Literals for hand-built data (tests, small pages): `["title": "Daily", "count": 3]`.

extension MustacheValue: ExpressibleByStringLiteral {
    /// ``MustacheValue/string(_:)``.
    public init(stringLiteral value: String) { self = .string(value) }
}

extension MustacheValue: ExpressibleByIntegerLiteral {
    /// ``MustacheValue/int(_:)``.
    public init(integerLiteral value: Int) { self = .int(value) }
}

extension MustacheValue: ExpressibleByFloatLiteral {
    /// ``MustacheValue/double(_:)``.
    public init(floatLiteral value: Double) { self = .double(value) }
}

extension MustacheValue: ExpressibleByBooleanLiteral {
    /// ``MustacheValue/bool(_:)``.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension MustacheValue: ExpressibleByNilLiteral {
    /// ``MustacheValue/null``.
    public init(nilLiteral: ()) { self = .null }
}

extension MustacheValue: ExpressibleByArrayLiteral {
    /// ``MustacheValue/list(_:)`` of the elements.
    public init(arrayLiteral elements: MustacheValue...) { self = .list(elements) }
}

extension MustacheValue: ExpressibleByDictionaryLiteral {
    /// ``MustacheValue/object(_:)`` of a dictionary.
    public init(dictionaryLiteral elements: (String, MustacheValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
