import PaperboyModels
import PaperboyMustache

/// How HTML templates escape `{{value}}`: with ``EscapeTable/htmlAttribute`` (`& < > " '` become
/// `&amp; &lt; &gt; &quot; &#39;`, XML's forbidden controls dropped), byte by byte, straight into the page.
///
/// Working on bytes, not `Character`s, matters for safety: a quote followed by a
/// combining mark (`"\u{301}`) is one `Character` that is not a quote, and an escaper
/// comparing Characters (swift-mustache's did) left it as it was, so it could end an
/// attribute early. Here every such byte is escaped. ``TemplateLibrary`` gives it to
/// every HTML template, partials and parents included; Markdown templates get none.
struct HTMLEscaper: MustacheEscaper {
    func append(_ text: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        EscapeTable.htmlAttribute.append(text, to: &output)
    }

    /// `text` escaped, as a string (tests, and text escaped outside a template).
    func escape(_ text: String) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count)
        var copy = text
        copy.withUTF8 { append($0, to: &output) }
        return String(decoding: output, as: UTF8.self)
    }
}
