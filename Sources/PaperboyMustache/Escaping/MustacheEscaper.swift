/// How `{{name}}` escapes text for one kind of template: HTML, Markdown, plain text.
///
/// A template gets its escaper from the library (per template, so HTML and
/// Markdown templates can differ) or from a `{{%CONTENT_TYPE: NAME}}` pragma.
/// Escapers work on UTF-8 bytes and append straight to the output.
public protocol MustacheEscaper: Sendable {
    /// Appends `text` to `output`, escaped.
    /// - Parameters:
    ///   - text: UTF-8 bytes of the value's text.
    ///   - output: the rendered page so far (UTF-8).
    func append(_ text: UnsafeBufferPointer<UInt8>, to output: inout [UInt8])
}

/// HTML escaping: `& < > " '` become `&amp; &lt; &gt; &quot; &#39;`.
///
/// The spec requires the first four; the apostrophe is escaped too so that text is
/// safe in single-quoted attributes (as swift-mustache and Paperboy's escaper do).
/// Byte by byte: a quote followed by a combining mark is still escaped.
public struct MustacheHTMLEscaper: MustacheEscaper {
    /// Creates the escaper.
    public init() {}

    /// Appends `text` with the five characters replaced by entities.
    public func append(_ text: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        var run = 0
        for index in 0..<text.count {
            let entity: StaticString
            switch text[index] {
            case 0x26: entity = "&amp;"
            case 0x3C: entity = "&lt;"
            case 0x3E: entity = "&gt;"
            case 0x22: entity = "&quot;"
            case 0x27: entity = "&#39;"
            default: continue
            }
            if run < index { output.append(contentsOf: UnsafeBufferPointer(rebasing: text[run..<index])) }
            entity.withUTF8Buffer { output.append(contentsOf: $0) }
            run = index + 1
        }
        if run < text.count { output.append(contentsOf: UnsafeBufferPointer(rebasing: text[run...])) }
    }
}

/// No escaping: what `{{%CONTENT_TYPE: TEXT}}` selects (Markdown templates get
/// text that the view models escaped already).
public struct MustacheTextEscaper: MustacheEscaper {
    /// Creates the escaper.
    public init() {}

    /// Appends `text` as it is.
    public func append(_ text: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        output.append(contentsOf: text)
    }
}
