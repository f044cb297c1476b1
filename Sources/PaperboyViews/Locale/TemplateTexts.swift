import PaperboyMustache

/// The `t` object of every page's context: `{{t.nav.archive}}` reads the text `nav.archive`.
///
/// A dotted key is read part by part, so each prefix (`nav`) answers a narrower view of
/// the same dictionary. Counted texts and texts with placeholders are for Swift labels,
/// not templates (a template cannot fill them in), so only plain texts are here, and the
/// `script.` texts, which a template hands to the theme's script to fill in (`{count}`).
struct TemplateTexts: MustacheObject, Sendable {
    private let texts: [String: String]
    private let prefixes: Set<String>
    private let prefix: String
    /// Texts for the theme's script, placeholders and all.
    static let scriptPrefix = "script."

    init(texts: [String: LocaleText]) {
        var plain: [String: String] = [:]
        var prefixes: Set<String> = []
        for (key, text) in texts where !text.isPlural && (text.placeholders.isEmpty || key.hasPrefix(Self.scriptPrefix)) {
            plain[key] = text.render()
            var parts = key.split(separator: ".").dropLast()
            while !parts.isEmpty {
                prefixes.insert(parts.joined(separator: "."))
                parts = parts.dropLast()
            }
        }
        self.init(texts: plain, prefixes: prefixes, prefix: "")
    }

    private init(texts: [String: String], prefixes: Set<String>, prefix: String) {
        self.texts = texts
        self.prefixes = prefixes
        self.prefix = prefix
    }

    /// The plain text keys, for the template name check.
    var keys: Set<String> { Set(texts.keys) }

    func value(forKey key: String) -> MustacheValue? {
        let full = prefix + key
        if let text = texts[full] { return .string(text) }
        if prefixes.contains(full) { return .object(TemplateTexts(texts: texts, prefixes: prefixes, prefix: full + ".")) }
        return nil
    }
}

/// A page's view model with the locale's `t` and the site's `lang` (`de-AT`) beside it: the
/// context every template renders in.
struct LocalizedView<View: MustacheObject>: MustacheObject {
    let view: View
    let t: TemplateTexts
    let lang: String

    func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "t": return .object(t)
        case "lang": return .string(lang)
        default: return view.value(forKey: key)
        }
    }
}
