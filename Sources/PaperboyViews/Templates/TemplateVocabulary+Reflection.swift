@_spi(Reflection) import Swift
import PaperboyMustache

// The standard library's field reflection over a type (no instance needed): names and
// types of stored properties, the same metadata `Mirror` reads. It runs once, for
// `paperboy check` and the build's template warnings, never while rendering.

extension TemplateVocabulary {
    /// Adds `type`'s fields, and those of every view model they open, to `models`.
    static func collectFields(of type: any MustacheObject.Type, into models: inout [String: [String: Field]]) {
        let name = modelName(type)
        guard models[name] == nil else { return }
        var fields: [String: Field] = [:]
        var nested: [any MustacheObject.Type] = []
        models[name] = [:]
        _forEachField(of: type) { label, _, fieldType, _ in
            let (element, isList) = unwrapped(fieldType)
            let object = element as? any MustacheObject.Type
            fields[String(cString: label)] = Field(opens: object.map(modelName), isList: isList)
            if let object { nested.append(object) }
            return true
        }
        models[name] = fields
        for type in nested { collectFields(of: type, into: &models) }
    }

    /// `SiteView.Link` for `PaperboyViews.SiteView.Link`.
    static func modelName(_ type: any MustacheObject.Type) -> String {
        let full = String(reflecting: type)
        guard let dot = full.firstIndex(of: ".") else { return full }
        return String(full[full.index(after: dot)...])
    }

    /// The type a field holds under its optionals and arrays, and whether an array was among them.
    private static func unwrapped(_ type: Any.Type) -> (Any.Type, isList: Bool) {
        var current = type
        var isList = false
        while let wrapper = current as? any FieldWrapper.Type {
            isList = isList || wrapper.isList
            current = wrapper.wrapped
        }
        return (current, isList)
    }
}

/// Optional and Array, seen through to what they hold.
private protocol FieldWrapper {
    static var wrapped: Any.Type { get }
    static var isList: Bool { get }
}

extension Optional: FieldWrapper {
    fileprivate static var wrapped: Any.Type { Wrapped.self }
    fileprivate static var isList: Bool { false }
}

extension Array: FieldWrapper {
    fileprivate static var wrapped: Any.Type { Element.self }
    fileprivate static var isList: Bool { true }
}
