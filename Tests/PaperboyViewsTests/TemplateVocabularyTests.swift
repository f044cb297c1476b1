import Foundation
import PaperboyMustache
import Testing
@testable import PaperboyViews

/// The names ``TemplateVocabulary`` derives are exactly those the view models' lookups answer.
@Suite struct TemplateVocabularyTests {
    static let root = Fixtures.templatesFolder.deletingLastPathComponent()
    static let viewModels = root.appendingPathComponent("Sources/PaperboyViews/ViewModels")

    /// `extension Name: MustacheObject { … case "key": … }` in the view models' sources: type → keys.
    /// (Each lookup is a `switch` with one `case "name":` a line, the shape every view model uses.)
    static func lookupKeys() throws -> [String: Set<String>] {
        var keys: [String: Set<String>] = [:]
        let files = try FileManager.default.contentsOfDirectory(atPath: viewModels.path).filter { $0.hasSuffix(".swift") }
        for file in files {
            let text = try String(contentsOf: viewModels.appendingPathComponent(file), encoding: .utf8)
            var current: String?
            for line in text.split(separator: "\n") {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("extension "), trimmed.contains(": MustacheObject") {
                    current = String(trimmed.dropFirst("extension ".count).prefix { $0 != ":" })
                    keys[current!, default: []] = []
                } else if trimmed.hasPrefix("extension ") || trimmed.hasPrefix("struct ") || trimmed.hasPrefix("enum ") {
                    current = nil
                } else if let current, trimmed.hasPrefix("case \""), let end = trimmed.dropFirst(6).firstIndex(of: "\"") {
                    keys[current, default: []].insert(String(trimmed[trimmed.index(trimmed.startIndex, offsetBy: 6)..<end]))
                }
            }
        }
        return keys
    }

    @Test("every view model's names are its lookup's keys, no more, no fewer")
    func namesMatchLookups() throws {
        let vocabulary = TemplateVocabulary.current
        let keys = try Self.lookupKeys()
        #expect(keys.count >= 17, "found the lookups in \(Self.viewModels.path)")
        #expect(Set(vocabulary.models.keys) == Set(keys.keys))
        for (model, fields) in vocabulary.models {
            #expect(Set(fields.keys) == keys[model], "\(model)")
        }
    }

    @Test("fields open the view model they hold, through optionals and arrays")
    func fieldTypes() {
        let models = TemplateVocabulary.current.models
        #expect(models["PageView"]?["sections"] == .init(opens: "SectionView", isList: true))
        #expect(models["SectionView"]?["items"] == .init(opens: "ItemView", isList: true))
        #expect(models["ItemView"]?["paper"] == .init(opens: "PaperView", isList: false))
        #expect(models["ItemView"]?["badges"] == .init(opens: nil, isList: true))
        #expect(models["ItemView"]?["title"] == .init(opens: nil, isList: false))
        #expect(models["SiteView"]?["sectionLinks"] == .init(opens: "SiteView.Link", isList: true))
        #expect(models["ArchiveView"]?["root"] == .init(opens: nil, isList: false))
        #expect(TemplateVocabulary.current.paths(in: "ItemView").contains("paper.arxivID"))
    }

    @Test("every page template of the default theme has its view model, and every template is reached from a page")
    func pages() throws {
        let theme = try DefaultTheme.theme()
        let vocabulary = TemplateVocabulary.current
        #expect(Set(vocabulary.pages.keys).isSubset(of: Set(theme.templates.names)))
        let check = TemplateNameCheck(sources: theme.templates.sources, added: Set(theme.templates.names))
        #expect(try check.run() == [], "no template is unused and no name unknown")
    }

    @Test("docs/templates.md names every field of every view model")
    func documented() throws {
        let page = try String(contentsOf: Self.root.appendingPathComponent("docs/templates.md"), encoding: .utf8)
        var missing: [String] = []
        for (model, fields) in TemplateVocabulary.current.models.sorted(by: { $0.key < $1.key }) {
            // `name`, or the last part of a dotted name (`site.hasAbout`).
            for name in fields.keys.sorted() where !page.contains("`\(name)`") && !page.contains(".\(name)`") {
                missing.append("\(model).\(name)")
            }
        }
        #expect(missing == [])
    }
}
