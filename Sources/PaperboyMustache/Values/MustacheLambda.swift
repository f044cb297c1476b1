/// Code a template calls, as the spec's optional lambdas module describes.
///
/// In `{{name}}` the lambda is called without arguments and its result is rendered
/// as a template (default delimiters) in the current context, then escaped as the
/// tag says. In `{{#name}}…{{/name}}` it is called with the section's unrendered
/// text, and its result is rendered with the delimiters current at the section.
/// In `{{^name}}` a lambda is true, so the inverted section renders nothing.
public struct MustacheLambda {
    let call: (String) -> String

    /// A lambda for `{{name}}` (called with no argument; in a section, the text is ignored).
    public init(_ body: @escaping () -> String) {
        call = { _ in body() }
    }

    /// A lambda for `{{#name}}…{{/name}}`, given the section's unrendered text
    /// (in `{{name}}` it is given the empty string).
    public init(section body: @escaping (String) -> String) {
        call = body
    }
}
