import PaperboyModels

/// A theme's texts in one language, from its locale file (`locales/de.yml`): every text
/// templates read as `{{t.key}}`, the labels the view models build (counts, dates,
/// notices), and how the language writes dates and numbers.
///
/// Everything comes from the file, nothing from the machine's locale data, so a page is
/// the same bytes everywhere. Named `ThemeLocale` so as not to shadow `Foundation.Locale`.
public struct ThemeLocale: Sendable {
    /// The language tag, the file's name (`en`, `de`, `de-AT`).
    public let language: String
    /// The file it was read from, for errors.
    public let file: String
    /// The text of its file, after the text of the file it overrides: what an incremental
    /// build hashes to know that the texts changed.
    public let sourceText: String
    let pluralRule: PluralRule
    /// Between groups of three digits (`,` in `1,351`).
    let groupSeparator: String
    /// January first.
    let months: [String]
    let monthsShort: [String]
    /// Sunday first.
    let weekdays: [String]
    /// `{weekday}, {day} {month} {year}`.
    let longDate: LocaleText
    /// `{day} {month-short}`.
    let shortDate: LocaleText
    /// Every text by its dotted key.
    let texts: [String: LocaleText]
    /// What templates see as `t`: built once per locale, shared by every page.
    let templateTexts: TemplateTexts
    /// `et al.`, and the announce labels by type: read for every item, so built once.
    let etAl: String
    let announceLabels: [AnnounceType: String]

    init(language: String, file: String, sourceText: String, pluralRule: PluralRule, groupSeparator: String, months: [String], monthsShort: [String],
         weekdays: [String], longDate: LocaleText, shortDate: LocaleText, texts: [String: LocaleText]) {
        self.language = language
        self.file = file
        self.sourceText = sourceText
        self.pluralRule = pluralRule
        self.groupSeparator = groupSeparator
        self.months = months
        self.monthsShort = monthsShort
        self.weekdays = weekdays
        self.longDate = longDate
        self.shortDate = shortDate
        self.texts = texts
        templateTexts = TemplateTexts(texts: texts)
        let text = { (key: String) in texts[key]?.render() ?? key }
        etAl = text("label.et-al")
        announceLabels = [.new: text("label.announce-new"), .cross: text("label.announce-cross"),
                          .replace: text("label.announce-replace"), .replaceCross: text("label.announce-replace-cross")]
    }

    /// The text under `key` with `values` in its placeholders; the key itself when the
    /// locale lacks it (loading and the completeness tests make that a defect).
    func text(_ key: String, _ values: [String: String] = [:]) -> String {
        texts[key]?.render(.other, values) ?? key
    }

    /// The counted text under `key` in the form `n` takes, `{count}` being `n` grouped.
    func count(_ key: String, _ n: Int, _ values: [String: String] = [:]) -> String {
        var values = values
        values["count"] = grouped(n)
        return texts[key]?.render(pluralRule.category(n), values) ?? key
    }

    /// `1,351` (English), `1.351` (German).
    func grouped(_ n: Int) -> String {
        let digits = String(n.magnitude)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out += groupSeparator }
            out.append(c)
        }
        return n < 0 ? "-" + out : out
    }

    /// `Thursday, 28 November 2024`, `Donnerstag, 28. November 2024`.
    func longDay(_ day: DigestDay) -> String {
        longDate.render(.other, dateValues(day))
    }

    /// `28 Nov`, a chart's date label.
    func shortDay(_ day: DigestDay) -> String {
        shortDate.render(.other, dateValues(day))
    }

    private func dateValues(_ day: DigestDay) -> [String: String] {
        ["weekday": weekdays[day.weekday - 1], "day": String(day.day), "month": months[day.month - 1],
         "month-short": monthsShort[day.month - 1], "month-number": String(day.month), "year": String(day.year)]
    }

    /// The placeholders a date pattern may use.
    static let datePlaceholders: Set<String> = ["weekday", "day", "month", "month-short", "month-number", "year"]
}
