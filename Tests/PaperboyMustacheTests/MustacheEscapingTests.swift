import PaperboyMustache
import Testing

/// Escaping is chosen per template: HTML by default, an escaper of the caller's, or a pragma's.
@Suite struct MustacheEscapingTests {
    /// Doubles Markdown's `*`, standing in for Paperboy's Markdown escaper.
    struct StarEscaper: MustacheEscaper {
        func append(_ text: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
            for byte in text {
                if byte == 0x2A { output.append(0x5C) }
                output.append(byte)
            }
        }
    }

    let value: MustacheValue = ["text": "a*b <c> & \"d\" 'e' \u{301}\"", "n": 5]

    @Test func htmlEscapesFiveCharactersByteByByte() throws {
        let template = try MustacheTemplate(name: "t", source: "{{text}}|{{{text}}}|{{&text}}")
        #expect(try template.render(value) == """
            a*b &lt;c&gt; &amp; &quot;d&quot; &#39;e&#39; \u{301}&quot;|a*b <c> & "d" 'e' \u{301}"|a*b <c> & "d" 'e' \u{301}"
            """)
    }

    @Test func aTemplateCanHaveItsOwnEscaper() throws {
        let template = try MustacheTemplate(name: "t.md", source: "{{text}} {{n}}", escaper: StarEscaper())
        #expect(try template.render(value) == "a\\*b <c> & \"d\" 'e' \u{301}\" 5")
    }

    @Test func theTextPragmaTurnsEscapingOffAndLeavesNoLine() throws {
        let template = try MustacheTemplate(name: "day.md", source: "{{%CONTENT_TYPE: TEXT}}\n# {{text}}\n")
        #expect(template.hasContentTypePragma)
        #expect(try template.render(value) == "# a*b <c> & \"d\" 'e' \u{301}\"\n")
    }

    @Test func pragmaNamesComeFromTheContentTypesGiven() throws {
        let types: [String: any MustacheEscaper] = ["MARKDOWN": StarEscaper()]
        let template = try MustacheTemplate(name: "t", source: "{{%CONTENT_TYPE: MARKDOWN}}{{text}}", contentTypes: types)
        #expect(try template.render(["text": "*"] as MustacheValue) == "\\*")
    }

    @Test func partialsAndOverridesKeepTheEscaperOfTheTemplateThatWroteThem() throws {
        let library = try MustacheLibrary(templates: [
            MustacheTemplate(name: "page.md", source: "{{%CONTENT_TYPE: TEXT}}{{<frame}}{{$body}}{{text}}{{/body}}{{/frame}}"),
            MustacheTemplate(name: "frame", source: "[{{$body}}{{/body}}|{{>item}}]"),
            MustacheTemplate(name: "item", source: "{{text}}", escaper: StarEscaper()),
        ])
        #expect(try library.render(["text": "<*>"] as MustacheValue, template: "page.md") == "[<*>|<\\*>]")
    }
}
