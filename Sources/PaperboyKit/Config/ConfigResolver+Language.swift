import Foundation
import PaperboyViews

extension ConfigResolver {
    static let defaultLanguage = "en"

    /// `language:`: a BCP 47 tag (`de`, `de-AT`) the theme has a locale for, itself or its
    /// language alone; the default theme's languages plus the `locales/*.yml` of `templates`.
    func resolveLanguage(_ text: String?, templates: URL?) throws -> String {
        guard let text else { return Self.defaultLanguage }
        let path = ConfigPath().appending("language")
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        let wellFormed = (2...3).contains(parts[0].count) && parts[0].allSatisfy { $0.isASCII && $0.isLetter }
            && parts.dropFirst().allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
        guard wellFormed else {
            throw ConfigIssue(path, "language must be a BCP 47 tag like en, de or de-AT, got \"\(text)\"")
        }
        let available = ThemeLocales.languages(over: templates.flatMap { isDirectory($0) ? $0 : nil }, fileSystem: fileSystem)
        let primary = parts[0].lowercased()
        guard available.contains(text) || available.contains(primary) else {
            throw ConfigIssue(path, "the theme has no locale for \"\(text)\" (it has: \(available.joined(separator: ", ")); "
                                  + "add locales/\(primary).yml to the templates folder for another)")
        }
        return text
    }
}
