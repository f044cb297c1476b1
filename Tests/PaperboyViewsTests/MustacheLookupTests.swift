import Mustache
import Testing
import PaperboyModels
@testable import PaperboyViews

/// The view models answer Mustache lookups by name (fast) with exactly their stored
/// properties, as `Mirror` would (what swift-mustache does otherwise), except that a
/// nil optional answers ``TemplateNull``, which ends the lookup.
@Suite struct MustacheLookupTests {
    private func checkAgainstMirror(_ value: any MustacheParent, sourceLocation: SourceLocation = #_sourceLocation) {
        let mirror = Mirror(reflecting: value)
        #expect(!mirror.children.isEmpty, sourceLocation: sourceLocation)
        for child in mirror.children {
            let label = child.label ?? ""
            let fromMirror: Any? = Mirror(reflecting: child.value).displayStyle == .optional
                ? Mirror(reflecting: child.value).children.first?.value
                : child.value
            let fromLookup = value.child(named: label)
            #expect(fromLookup != nil, "\(type(of: value)).\(label)", sourceLocation: sourceLocation)
            #expect((fromMirror == nil) == (fromLookup is TemplateNull), "\(type(of: value)).\(label)", sourceLocation: sourceLocation)
            if let fromMirror, let fromLookup {
                #expect(String(describing: fromMirror) == String(describing: fromLookup), "\(type(of: value)).\(label)", sourceLocation: sourceLocation)
            }
        }
        #expect(value.child(named: "noSuchField") == nil, sourceLocation: sourceLocation)
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
        struct Outer: MustacheParent {
            let inner: Inner
            func child(named name: String) -> Any? { name == "inner" ? inner : name == "note" ? "outer note" : nil }
        }
        struct Inner: MustacheParent {
            let note: String?
            func child(named name: String) -> Any? { name == "note" ? (note.map { $0 as Any } ?? TemplateNull()) : nil }
        }
        let template = try MustacheTemplate(string: "{{#inner}}[{{note}}]{{#note}}yes{{/note}}{{^note}}no{{/note}}{{/inner}}")
        #expect(template.render(Outer(inner: Inner(note: nil))) == "[]no")
        #expect(template.render(Outer(inner: Inner(note: "n"))) == "[n]yes")
    }
}
