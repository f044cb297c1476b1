import PaperboyMustache
import Testing
import PaperboyModels
@testable import PaperboyViews

/// The view models answer template lookups by name (``MustacheObject``) with exactly
/// their stored properties, under their Swift names (what `docs/templates.md` lists):
/// a nil optional answers `.null`, which ends the lookup; a name the type does not have
/// answers nil (the lookup goes on to the enclosing objects).
@Suite struct MustacheLookupTests {
    private func checkAgainstMirror(_ value: any MustacheObject, sourceLocation: SourceLocation = #_sourceLocation) {
        let mirror = Mirror(reflecting: value)
        #expect(!mirror.children.isEmpty, sourceLocation: sourceLocation)
        for child in mirror.children {
            let label = child.label ?? ""
            let fromMirror: Any? = Mirror(reflecting: child.value).displayStyle == .optional
                ? Mirror(reflecting: child.value).children.first?.value
                : child.value
            let name = "\(type(of: value)).\(label)"
            guard let fromLookup = value.value(forKey: label) else {
                Issue.record("\(name) does not answer by its name", sourceLocation: sourceLocation)
                continue
            }
            switch (fromMirror, fromLookup) {
            case (nil, .null): break
            case (let text as String, .string(let answer)): #expect(text == answer, "\(name)", sourceLocation: sourceLocation)
            case (let number as Int, .int(let answer)): #expect(number == answer, "\(name)", sourceLocation: sourceLocation)
            case (let flag as Bool, .bool(let answer)): #expect(flag == answer, "\(name)", sourceLocation: sourceLocation)
            case (let array as [Any], .list(let list)): #expect(array.count == list.count, "\(name)", sourceLocation: sourceLocation)
            case (let object?, .object(let answer)):
                #expect(type(of: object) == type(of: answer), "\(name)", sourceLocation: sourceLocation)
            default:
                Issue.record("\(name): \(String(describing: fromMirror)) answers \(fromLookup)", sourceLocation: sourceLocation)
            }
        }
        #expect(value.value(forKey: "noSuchField") == nil, sourceLocation: sourceLocation)
    }

    @Test(arguments: [TextStyle.html, TextStyle.markdown])
    func everyStoredPropertyAnswersAsMirrorDoes(style: TextStyle) throws {
        let page = PageView(digest: Fixtures.digest(), style: style, root: "")
        checkAgainstMirror(page)
        for section in page.sections {
            checkAgainstMirror(section)
            for item in section.items {
                checkAgainstMirror(item)
                if let paper = item.paper { checkAgainstMirror(paper) }
                if let repository = item.repository { checkAgainstMirror(repository) }
            }
        }
        for source in page.sources { checkAgainstMirror(source) }
        #expect(page.sections.compactMap { $0.items.first?.paper }.count == 1)
        #expect(page.sections.compactMap { $0.items.first?.repository }.count == 1)
    }

    @Test func theSiteWidePagesAnswerAsMirrorDoes() throws {
        let days = [DaySummary(digest: Fixtures.digest())]
        let site = SiteView(hasAbout: true, sectionLinks: [SiteView.Link(linkTitle: "Papers", path: "sections/papers/index.html")])
        checkAgainstMirror(site)
        site.sectionLinks.forEach { checkAgainstMirror($0) }
        let archive = ArchiveView(days: days, site: site, siteTitle: "T")
        checkAgainstMirror(archive)
        archive.days.forEach { checkAgainstMirror($0) }
        let categories = SiteRenderer.categories(of: days)
        categories.forEach { checkAgainstMirror($0) }
        checkAgainstMirror(CategoryIndexView(categories: categories, site: site, siteTitle: "T"))
        let options = SiteOptions(title: "T", baseURL: "https://example.org/", sectionIntros: ["papers": "Intro"])
        for page in [ListPageView(section: (id: "papers", title: "Papers"), days: days, options: options, site: site),
                     ListPageView(category: try #require(categories.first), days: days, options: options, site: site)] {
            checkAgainstMirror(page)
            page.groups.forEach { group in
                checkAgainstMirror(group)
                group.entries.forEach { checkAgainstMirror($0) }
            }
            page.olderDays.forEach { checkAgainstMirror($0) }
        }
        checkAgainstMirror(SimplePageView(root: "", site: site, siteTitle: "T", bodyHTML: nil))
        #expect(categories.map(\.name) == ["cs.CL"])
    }

    @Test func aNilFieldRendersEmptyAndFalseAndHidesTheEnclosingValue() throws {
        struct Outer: MustacheObject {
            let inner: Inner
            func value(forKey key: String) -> MustacheValue? {
                key == "inner" ? inner.mustacheValue : key == "note" ? "outer note" : nil
            }
        }
        struct Inner: MustacheObject {
            let note: String?
            func value(forKey key: String) -> MustacheValue? { key == "note" ? note.mustacheValue : nil }
        }
        let library = try TemplateLibrary(sources: [
            TemplateSource(name: "t.html", text: "{{#inner}}[{{note}}]{{#note}}yes{{/note}}{{^note}}no{{/note}}{{/inner}}"),
        ])
        #expect(try library.render(Outer(inner: Inner(note: nil)), template: "t.html") == "[]no")
        #expect(try library.render(Outer(inner: Inner(note: "n")), template: "t.html") == "[n]yes")
    }
}
