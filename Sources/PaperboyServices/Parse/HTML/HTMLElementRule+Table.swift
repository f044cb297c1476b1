extension HTMLElementRule {
    /// Every element with a rule other than "unwrap, inline".
    static let table: [ShortKey: HTMLElementRule] = {
        var table: [ShortKey: HTMLElementRule] = [:]
        func add(_ names: [String], _ make: (String) -> HTMLElementRule) {
            for name in names { table[ShortKey(name)] = make(name) }
        }
        func keep(_ name: String, as output: String? = nil, _ attributes: Attributes = .none, _ textBreak: TextBreak = .none) -> HTMLElementRule {
            HTMLElementRule(action: .keep, name: Array((output ?? name).utf8), attributes: attributes, textBreak: textBreak)
        }

        add(["abbr"]) { keep($0, .title) }
        add(["b", "cite", "code", "dfn", "em", "i", "kbd", "mark", "s", "samp", "small", "span", "strong",
             "sub", "sup", "u", "var"]) { keep($0) }
        add(["del", "ins", "q"]) { keep($0, .cite) }
        add(["blockquote"]) { keep($0, .cite, .block) }
        add(["dd", "details", "div", "dl", "dt", "figcaption", "figure", "li", "ol", "p", "pre", "summary",
             "table", "tbody", "tfoot", "thead", "tr", "ul"]) { keep($0, .none, .block) }
        add(["ol"]) { keep($0, .start, .block) }
        add(["td", "th"]) { keep($0, .cells, .space) }
        // Feed headings must not compete with the page's own.
        add(["h1", "h2"]) { keep($0, as: "h4", .none, .block) }
        add(["h3"]) { keep($0, as: "h5", .none, .block) }
        add(["h4", "h5", "h6"]) { keep($0, as: "h6", .none, .block) }

        add(["br"]) { HTMLElementRule(action: .void, name: Array($0.utf8), textBreak: .line) }
        add(["hr"]) { HTMLElementRule(action: .void, name: Array($0.utf8), textBreak: .block) }
        add(["a"]) { _ in HTMLElementRule(action: .link, name: Array("a".utf8)) }
        add(["img"]) { _ in HTMLElementRule(action: .image) }

        add(["script", "style", "applet", "form", "input", "button", "select", "textarea", "noscript", "template",
             "svg", "math", "base", "link", "meta", "title", "head", "audio", "video", "canvas"]) { _ in HTMLElementRule(action: .drop) }
        // Plugins and frames go but the text they hold stays, as in feedparser's sanitiser: an
        // `<embed>` the parser leaves open holds the rest of the paragraph, `<object>` its fallback.
        add(["embed", "object", "iframe", "frame", "frameset"]) { _ in HTMLElementRule(action: .unwrap) }

        // Unwrapped, but still paragraphs of the plain text.
        add(["address", "article", "aside", "body", "caption", "center", "dir", "fieldset", "footer", "header",
             "hgroup", "html", "legend", "listing", "main", "menu", "nav", "section", "xmp"]) {
            _ in HTMLElementRule(action: .unwrap, textBreak: .block)
        }
        return table
    }()
}
