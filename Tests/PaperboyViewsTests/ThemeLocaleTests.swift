import Foundation
import PaperboyModels
import Testing
@testable import PaperboyViews

/// Reading locale files: plural forms, dates and numbers from the file, a theme's override
/// of one text, and errors that name the file and line.
@Suite struct ThemeLocaleTests {
    static let german = ThemeLocales.shipped.byLanguage["de"]!
    static let day = DigestDay(year: 2024, month: 11, day: 28)!

    @Test("counts take the plural form of their number, grouped the language's way", arguments: [
        ("en", 1, "1 item"), ("en", 0, "0 items"), ("en", 1351, "1,351 items"),
        ("de", 1, "1 Eintrag"), ("de", 2, "2 Einträge"), ("de", 1351, "1.351 Einträge"),
    ])
    func pluralForms(language: String, n: Int, text: String) throws {
        let locale = try #require(ThemeLocales.shipped.locale(for: language))
        #expect(locale.count("label.items", n) == text)
    }

    @Test func datesComeFromTheFile() {
        #expect(ThemeLocale.english.longDay(Self.day) == "Thursday, 28 November 2024")
        #expect(ThemeLocale.english.shortDay(Self.day) == "28 Nov")
        #expect(Self.german.longDay(Self.day) == "Donnerstag, 28. November 2024")
        #expect(Self.german.shortDay(DigestDay(year: 2024, month: 3, day: 1)!) == "1. März")
    }

    @Test func reasonsInEnglishAreTheModelsLabelsAndGermanTranslatesThem() {
        for rule in MatchReason.Rule.allCases {
            for detail in [nil, "title, abstract", "cross-list", "at least 100", "something else"] {
                let reason = MatchReason(rule, "x", detail: detail)
                #expect(ThemeLocale.english.reason(reason) == reason.label)
            }
        }
        #expect(Self.german.reason(MatchReason(.keyword, "diffusion", detail: "title, abstract")) == "Stichwort „diffusion“ (Titel, Abstract)")
        #expect(Self.german.reason(MatchReason(.stars, "1234", detail: "at least 100")) == "1234 Sterne (mindestens 100)")
    }

    @Test func aRegionFallsBackToItsLanguage() {
        #expect(ThemeLocales.shipped.locale(for: "de-AT")?.language == "de")
        #expect(ThemeLocales.shipped.locale(for: "en-GB")?.language == "en")
        #expect(ThemeLocales.shipped.locale(for: "fr") == nil)
    }

    @Test func aThemeFolderOverridesOneGermanText() throws {
        let folder = try TempFolder()
        try folder.write("locales/de.yml", "texts:\n  day:\n    permalink: Festlink\n")
        let theme = try Theme.layered(over: folder.url, fileSystem: .disk)
        #expect(theme.locales.byLanguage["de"]?.text("day.permalink") == "Festlink")
        #expect(theme.locales.byLanguage["de"]?.text("nav.archive") == "Archiv")
        let files = try SiteRenderer(theme: theme, options: SiteOptions(title: "T", language: "de")).render(Fixtures.digest())
        let front = String(decoding: try #require(files.first { $0.path == "index.html" }).contents, as: UTF8.self)
        #expect(front.contains(">Festlink</a>"))
        #expect(front.contains("<html lang=\"de\">"))
        #expect(front.contains(">Archiv</a>"))
        // English is untouched by the German override.
        let english = try SiteRenderer(theme: theme).render(Fixtures.digest())
        #expect(String(decoding: try #require(english.first { $0.path == "index.html" }).contents, as: UTF8.self).contains(">Permanent link</a>"))
    }

    @Test func aNewLanguageInAThemeFolderMustBeComplete() throws {
        let folder = try TempFolder()
        try folder.write("locales/fr.yml", "plural-rule: one-other\nnumbers:\n  group: \" \"\ntexts:\n  nav:\n    archive: Archives\n")
        #expect {
            try Theme.layered(over: folder.url, fileSystem: .disk)
        } throws: { error in
            let text = "\(error)"
            return text.hasPrefix(folder.url.appendingPathComponent("locales/fr.yml").path + ":") && text.contains("missing")
        }
    }

    @Test("a broken locale file names its line and what is wrong", arguments: [
        ("texts:\n  nav:\n    archiv: Archiv\n", 3, "unknown text \"nav.archiv\" (did you mean \"nav.archive\"?)"),
        ("texts:\n  label:\n    items:\n      one: \"{n} Eintrag\"\n      other: \"{count} Einträge\"\n", 4, "unknown placeholder {n}"),
        ("texts:\n  label:\n    items: Einträge\n", 3, "is counted"),
        ("texts:\n  nav:\n    archive: [Archiv]\n", 3, "must be a text"),
        ("texts:\n  label:\n    items:\n      one: \"{count} Eintrag\"\n      few: \"{count} Einträge\"\n      other: \"{count} Einträge\"\n", 4, "needs the forms one, other"),
        ("texts:\n  nav:\n    archive: \"Archiv {\"\n", 3, "is not a {placeholder}"),
        ("plural-rule: slavic\n", 1, "unknown plural-rule"),
        ("dates:\n  months: [Jan]\n", 2, "a list of 12"),
        ("colours: red\n", 1, "unknown key \"colours\""),
        ("texts:\n  nav: [a\n", 3, "YAML syntax"),
    ])
    func errors(yaml: String, line: Int, reason: String) throws {
        #expect {
            try ThemeLocale.parse(yaml, language: "de", file: "theme/locales/de.yml", schema: .english, base: Self.german)
        } throws: { error in
            guard let error = error as? TemplateError else { return false }
            return error.file == "theme/locales/de.yml" && error.line == line && error.reason.contains(reason)
        }
    }

    @Test func aMissingTextIsNamed() {
        #expect {
            try ThemeLocale.parse("plural-rule: one-other\nnumbers: {group: \",\"}\ndates: {months: [a,b,c,d,e,f,g,h,i,j,k,l], months-short: [a,b,c,d,e,f,g,h,i,j,k,l], weekdays: [a,b,c,d,e,f,g], long: \"{day}\", short: \"{day}\"}\ntexts:\n  nav:\n    archive: A\n",
                                  language: "xx", file: "xx.yml", schema: .english, base: nil)
        } throws: { error in
            "\(error)".hasPrefix("xx.yml:5:") && "\(error)".contains("nav.about")
        }
    }
}
