import Foundation
import Yams

/// Finds English left on a German site: every text a reader sees (HTML text nodes and the
/// `title`, `alt` and `aria-label` attributes; feed titles, subtitles, summaries and
/// categories) looked up against the default theme's `en.yml` and `de.yml`.
///
/// A text leaks when it is an English text whose German differs (and which no German text
/// equals), or when it begins with the fixed start of such a text that has placeholders
/// (`keyword “` of `keyword “{value}”`) or ends in a colon (`For you:` before a reason).
struct LocaleLeaks {
    /// English texts that German words differently, by text, with their keys.
    let english: [String: String]
    /// The fixed starts of English texts with placeholders, and labels ending in `:`.
    let starts: [String: String]

    init() throws {
        let folder = DemoSite.repository.appendingPathComponent("Templates/locales")
        let en = try Self.texts(folder.appendingPathComponent("en.yml"))
        let de = try Self.texts(folder.appendingPathComponent("de.yml"))
        let german = Set(de.values)
        var english: [String: String] = [:], starts: [String: String] = [:]
        for (key, text) in en where de[key] != text && !german.contains(text) {
            if let brace = text.firstIndex(of: "{") {
                let head = String(text[..<brace])
                // A start of two words or more, or with a quote or colon: one word alone is too often content.
                let telling = head.trimmingCharacters(in: .whitespaces).contains { $0 == " " || $0 == "\u{201C}" || $0 == ":" }
                if head.count >= 6, telling, !german.contains(where: { $0.hasPrefix(head) }) { starts[head] = key }
            } else {
                english[text] = key
                if text.hasSuffix(":") { starts[text + " "] = key }
            }
        }
        self.english = english
        self.starts = starts
    }

    /// The leaks among `texts`, as `“text” (key)`.
    func leaks(_ texts: [String]) -> [String] {
        texts.compactMap { text in
            if let key = english[text] { return "\u{201C}\(text)\u{201D} (\(key))" }
            if let (head, key) = starts.first(where: { text.hasPrefix($0.key) }) { return "\u{201C}\(text.prefix(80))\u{201D} (\(key): \(head))" }
            return nil
        }
    }

    /// Every text a reader sees on an HTML page, whitespace folded; scripts and styles left out.
    static func htmlTexts(_ html: String) -> [String] {
        var texts: [String] = []
        let body = html.replacingOccurrences(of: "<(script|style)[^>]*>.*?</\\1>", with: "", options: .regularExpression)
        var rest = body[...]
        while let open = rest.firstIndex(of: "<") {
            texts.append(String(rest[..<open]))
            guard let close = rest[open...].firstIndex(of: ">") else { break }
            let tag = String(rest[open...close])
            for name in ["title", "alt", "aria-label"] {
                if let range = tag.range(of: " \(name)=\"[^\"]*\"", options: .regularExpression) {
                    texts.append(String(tag[range].dropFirst(name.count + 3).dropLast()))
                }
            }
            rest = rest[rest.index(after: close)...]
        }
        texts.append(String(rest))
        return texts.map(Self.folded).filter { !$0.isEmpty }
    }

    /// The texts of an Atom feed a reader sees: titles, subtitle, summaries and category terms.
    static func atomTexts(_ xml: String) -> [String] {
        var texts: [String] = []
        for element in ["title", "subtitle", "summary"] {
            let pattern = "<\(element)[^>]*>([^<]*)</\(element)>"
            var rest = xml[...]
            while let range = rest.range(of: pattern, options: .regularExpression) {
                let match = String(rest[range])
                let start = match.index(after: match.firstIndex(of: ">")!)
                texts.append(String(match[start..<match.range(of: "</", options: .backwards)!.lowerBound]))
                rest = rest[range.upperBound...]
            }
        }
        var rest = xml[...]
        while let range = rest.range(of: "term=\"[^\"]*\"", options: .regularExpression) {
            texts.append(String(rest[range].dropFirst(6).dropLast()))
            rest = rest[range.upperBound...]
        }
        return texts.map(Self.folded).filter { !$0.isEmpty }
    }

    /// `text` with character references decoded and whitespace folded.
    static func folded(_ text: String) -> String {
        var out = text
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&#x27;", "'"), ("&nbsp;", "\u{A0}"), ("&amp;", "&")] {
            out = out.replacingOccurrences(of: entity, with: character)
        }
        return out.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// A locale file's texts by dotted key; a counted text's forms as `key.one`, `key.other`.
    static func texts(_ file: URL) throws -> [String: String] {
        let yaml = try Yams.load(yaml: try String(contentsOf: file, encoding: .utf8)) as? [String: Any]
        var out: [String: String] = [:]
        func walk(_ node: Any, _ key: String) {
            if let text = node as? String { out[key] = text; return }
            guard let map = node as? [String: Any] else { return }
            for (name, child) in map { walk(child, key.isEmpty ? name : key + "." + name) }
        }
        walk(yaml?["texts"] ?? [:], "")
        return out
    }
}
