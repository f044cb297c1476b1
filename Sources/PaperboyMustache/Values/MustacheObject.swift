/// Something with named fields, such as a view model: the template's `{{name}}`
/// comes here by name, answered by a `switch` over the keys, without `Mirror`.
///
/// ```swift
/// extension ItemView: MustacheObject {
///     func value(forKey key: String) -> MustacheValue? {
///         switch key {
///         case "title": return title.mustacheValue
///         case "url": return url.mustacheValue      // nil → .null: found, empty
///         default: return nil                        // not mine: look further out
///         }
///     }
/// }
/// ```
public protocol MustacheObject: MustacheConvertible {
    /// The value of the field named `key`.
    ///
    /// - Returns: nil when the object has no such field (the lookup goes on to the
    ///   enclosing contexts), ``MustacheValue/null`` when it has it but it is empty
    ///   (the lookup stops there: the spec's null).
    func value(forKey key: String) -> MustacheValue?
}

extension MustacheObject {
    /// The object itself, as a value.
    public var mustacheValue: MustacheValue { .object(self) }
}

/// A list a section iterates, read by index so that an array of view models
/// needs no converted copy.
public protocol MustacheList {
    /// The number of elements.
    var count: Int { get }
    /// The element at `index`, in `0..<count`.
    func element(at index: Int) -> MustacheValue
}

extension Array: MustacheList where Element: MustacheConvertible {
    /// The element at `index`, converted.
    public func element(at index: Int) -> MustacheValue { self[index].mustacheValue }
}

extension Dictionary: MustacheObject, MustacheConvertible where Key == String, Value: MustacheConvertible {
    /// The value stored under `key`, if any.
    public func value(forKey key: String) -> MustacheValue? { self[key]?.mustacheValue }
}
