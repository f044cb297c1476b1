import PaperboyMustache

/// The `t` object of every page's context: `{{t.nav.archive}}` reads the text `nav.archive`.
///
/// The dotted keys are split into a tree once per locale, so each part of a name is one
/// dictionary lookup and no string is built while rendering. Counted texts and texts with
/// placeholders are for Swift labels, not templates (a template cannot fill them in), so
/// only plain texts are here, and the `script.` texts, which a template hands to the
/// theme's script to fill in (`{count}`).
final class TemplateTexts: MustacheObject, Sendable {
    /// One name in a group: a text, or a group of further names.
    enum Entry: Sendable {
        case text(String)
        case group(TemplateTexts)
    }

    /// Texts for the theme's script, placeholders and all.
    static let scriptPrefix = "script."

    private let entries: [String: Entry]

    convenience init(texts: [String: LocaleText]) {
        var plain: [(path: [Substring], text: String)] = []
        for (key, text) in texts where !text.isPlural && (text.placeholders.isEmpty || key.hasPrefix(Self.scriptPrefix)) {
            plain.append((key.split(separator: "."), text.render()))
        }
        self.init(plain)
    }

    private init(_ texts: [(path: [Substring], text: String)]) {
        var entries: [String: Entry] = [:]
        var groups: [String: [(path: [Substring], text: String)]] = [:]
        for (path, text) in texts {
            guard let head = path.first else { continue }
            if path.count == 1 { entries[String(head)] = .text(text) } else { groups[String(head), default: []].append((Array(path.dropFirst()), text)) }
        }
        for (name, members) in groups { entries[name] = .group(TemplateTexts(members)) }
        self.entries = entries
    }

    /// Every text's full key (`nav.archive`), for the template name check.
    var keys: Set<String> {
        var keys: Set<String> = []
        for (name, entry) in entries {
            switch entry {
            case .text: keys.insert(name)
            case .group(let group): keys.formUnion(group.keys.map { name + "." + $0 })
            }
        }
        return keys
    }

    func value(forKey key: String) -> MustacheValue? {
        switch entries[key] {
        case .text(let text): return .string(text)
        case .group(let group): return .object(group)
        case nil: return nil
        }
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
