import Foundation
import PaperboyFileSystem

/// A theme's locales by language tag: the default theme's (`Templates/locales/*.yml`),
/// with a theme folder's `locales/*.yml` laid over them, key by key for a language the
/// default theme has, whole for a language it adds.
public struct ThemeLocales: Sendable {
    /// The language every locale file is checked against: its keys, kinds and placeholders.
    public static let schemaLanguage = "en"
    /// The theme folder's sub-folder of locale files.
    static let folder = "locales/"

    /// Locales by language tag.
    public let byLanguage: [String: ThemeLocale]

    /// The default theme's locales (a compiled-in file that does not load is a build defect).
    public static let shipped: ThemeLocales = {
        do { return try ThemeLocales(defaultFiles: DefaultTheme.allFiles) } catch { fatalError("the default theme's locales: \(error)") }
    }()

    /// The language tags, sorted.
    public var languages: [String] { byLanguage.keys.sorted() }

    /// The English locale, the schema of the others.
    public var schema: ThemeLocale { byLanguage[Self.schemaLanguage]! }

    /// The locale for a BCP 47 tag: the tag itself, else its language alone (`de-AT` → `de`); nil when neither exists.
    public func locale(for tag: String) -> ThemeLocale? {
        if let exact = byLanguage[tag] { return exact }
        let language = tag.split(separator: "-").first.map(String.init) ?? tag
        return byLanguage[language.lowercased()]
    }

    /// The tag of `path` (`locales/de-AT.yml` → `de-AT`), nil for a file that is not a locale.
    static func language(ofPath path: String) -> String? {
        guard path.hasPrefix(folder), path.hasSuffix(".yml") else { return nil }
        let name = path.dropFirst(folder.count).dropLast(".yml".count)
        guard !name.isEmpty, !name.contains("/") else { return nil }
        return String(name)
    }

    init(byLanguage: [String: ThemeLocale]) {
        self.byLanguage = byLanguage
    }

    /// Reads the default theme's locale files, English first.
    init(defaultFiles: [String: Data]) throws {
        var texts: [String: (file: String, text: String)] = [:]
        for (path, data) in defaultFiles {
            if let language = Self.language(ofPath: path) { texts[language] = ("(default theme)/" + path, String(decoding: data, as: UTF8.self)) }
        }
        guard let english = texts[Self.schemaLanguage] else {
            throw TemplateError(file: "(default theme)/" + Self.folder, reason: "the default theme has no \(Self.schemaLanguage).yml")
        }
        let schema = try ThemeLocale.parse(english.text, language: Self.schemaLanguage, file: english.file, schema: nil, base: nil)
        var locales = [Self.schemaLanguage: schema]
        for (language, source) in texts.sorted(by: { $0.key < $1.key }) where language != Self.schemaLanguage {
            locales[language] = try ThemeLocale.parse(source.text, language: language, file: source.file, schema: schema, base: nil)
        }
        byLanguage = locales
    }

    /// These locales with the `locales/*.yml` files of a theme folder laid over them.
    /// - Throws: ``TemplateError`` naming the file and line that fails.
    func layered(over directory: URL, fileSystem: FileSystem) throws -> ThemeLocales {
        var locales = byLanguage
        for path in try ThemeFiles.relativePaths(in: directory, fileSystem: fileSystem) {
            guard let language = Self.language(ofPath: path) else { continue }
            let url = directory.appendingPathComponent(path)
            let data = try ThemeFiles.read(url, "the locale file", fileSystem: fileSystem)
            guard let text = String(data: data, encoding: .utf8) else { throw TemplateError(file: url.path, reason: "the locale file is not valid UTF-8") }
            locales[language] = try ThemeLocale.parse(text, language: language, file: url.path, schema: schema, base: byLanguage[language])
        }
        return ThemeLocales(byLanguage: locales)
    }
}

extension ThemeLocale {
    /// The default theme's English texts: what view models use when none is given (tests).
    static var english: ThemeLocale { ThemeLocales.shipped.schema }
}

extension ThemeLocales {
    /// The languages of the default theme and of the `locales/*.yml` files of a theme folder
    /// (not read: the build checks them), sorted.
    public static func languages(over directory: URL?, fileSystem: FileSystem) -> [String] {
        var languages = Set(shipped.byLanguage.keys)
        if let directory, let paths = try? ThemeFiles.relativePaths(in: directory, fileSystem: fileSystem) {
            languages.formUnion(paths.compactMap(language(ofPath:)))
        }
        return languages.sorted()
    }
}
