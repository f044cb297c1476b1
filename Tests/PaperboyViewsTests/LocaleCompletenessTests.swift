import Foundation
import Testing
@testable import PaperboyViews

/// Every shipped locale has every text the templates and the Swift labels use, no text nobody
/// uses, and the same kinds and placeholders as English.
@Suite struct LocaleCompletenessTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The text of every file under `folder` ending in `suffix`.
    static func texts(under folder: String, ending suffix: String) throws -> [String] {
        let base = root.appendingPathComponent(folder)
        return try ThemeFiles.relativePaths(in: base, fileSystem: .disk).filter { $0.hasSuffix(suffix) }.map {
            try String(contentsOf: base.appendingPathComponent($0), encoding: .utf8)
        }
    }

    /// Every `t.key` a template names.
    static func templateKeys() throws -> Set<String> {
        let pattern = try Regex(#"\{\{[#^/]?\s*t\.([A-Za-z0-9_.\-]+)\s*\}\}"#)
        var keys: Set<String> = []
        for text in try texts(under: "Templates", ending: ".mustache") {
            for match in text.matches(of: pattern) { keys.insert(String(text[match.output[1].range!])) }
        }
        return keys
    }

    /// Every `"key"` literal the view code passes to the locale (`locale.text("label.et-al")`, `text("reason.author")`,
    /// `PageDescription.page("description.archive"…)`), with whether it is counted.
    static func swiftKeys() throws -> [String: Bool] {
        let call = try Regex(#"(?:^|[^A-Za-z])(text|count)\("([a-z][a-z0-9\-]*\.[a-z0-9.\-]+)""#)
        let description = try Regex(#"PageDescription\.page\("([a-z0-9.\-]+)""#)
        var keys: [String: Bool] = [:]
        for text in try texts(under: "Sources/PaperboyViews", ending: ".swift") {
            for match in text.matches(of: call) { keys[String(text[match.output[2].range!])] = text[match.output[1].range!] == "count" }
            for match in text.matches(of: description) { keys[String(text[match.output[1].range!])] = false }
        }
        return keys
    }

    @Test func theShippedLocalesAreEnglishAndGerman() {
        #expect(ThemeLocales.shipped.languages == ["de", "en"])
    }

    @Test("every locale has every key used by a template or a Swift label, as the right kind", arguments: ThemeLocales.shipped.languages)
    func everyUsedKeyExists(language: String) throws {
        let locale = try #require(ThemeLocales.shipped.byLanguage[language])
        let templateKeys = try Self.templateKeys()
        #expect(templateKeys.count > 60, "the templates read their texts from the locale")
        #expect(templateKeys.subtracting(locale.templateTexts.keys).sorted() == [], "template keys missing from \(language) as plain texts")
        let swiftKeys = try Self.swiftKeys()
        #expect(swiftKeys.count > 25)
        for (key, counted) in swiftKeys.sorted(by: { $0.key < $1.key }) {
            let text = locale.texts[key]
            #expect(text != nil, "\(language) lacks \(key)")
            #expect(text?.isPlural == counted, "\(language): \(key) should \(counted ? "" : "not ")have plural forms")
        }
    }

    @Test func noKeyIsUnused() throws {
        let used = try Self.templateKeys().union(Self.swiftKeys().keys)
        let unused = Set(ThemeLocale.english.texts.keys).subtracting(used)
        #expect(unused.sorted() == [])
    }

    @Test("every locale has English's keys, kinds and placeholders", arguments: ThemeLocales.shipped.languages)
    func sameShapeAsEnglish(language: String) throws {
        let english = ThemeLocale.english
        let locale = try #require(ThemeLocales.shipped.byLanguage[language])
        #expect(Set(locale.texts.keys) == Set(english.texts.keys))
        for (key, text) in english.texts.sorted(by: { $0.key < $1.key }) {
            #expect(locale.texts[key]?.isPlural == text.isPlural, "\(language): \(key)")
            #expect(locale.texts[key]?.placeholders == text.placeholders, "\(language): \(key) has other placeholders than en")
        }
    }

    @Test func aTemplateNamingAnUnknownTextIsReported() throws {
        var sources = try DefaultTheme.theme().templates.sources
        let about = try #require(sources["about.html"])
        sources["about.html"] = TemplateSource(name: "about.html", file: about.file, text: about.text.replacingOccurrences(of: "{{t.nav.about}}", with: "{{t.nav.abuot}}"))
        let issues = try TemplateNameCheck(sources: sources, added: Set(sources.keys)).run()
        #expect(issues.contains { $0.name == "t.nav.abuot" && $0.suggestion == "t.nav.about" })
    }
}
