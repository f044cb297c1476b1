import PaperboyMustache
import Testing

/// Typed lookups: view models answer by name, nil ends a lookup, lists are read in place.
@Suite struct MustacheValueTests {
    struct Page: MustacheObject {
        var siteTitle = "Daily"
        var items: [Item]
        var comment: String?

        func value(forKey key: String) -> MustacheValue? {
            switch key {
            case "siteTitle": return siteTitle.mustacheValue
            case "items": return items.mustacheValue
            case "comment": return comment.mustacheValue
            default: return nil
            }
        }
    }

    struct Item: MustacheObject {
        var title: String
        var comment: String?
        var paper: Paper?

        func value(forKey key: String) -> MustacheValue? {
            switch key {
            case "title": return title.mustacheValue
            case "comment": return comment.mustacheValue
            case "paper": return paper.mustacheValue
            default: return nil
            }
        }
    }

    struct Paper: MustacheObject {
        var arxivID: String

        func value(forKey key: String) -> MustacheValue? {
            key == "arxivID" ? arxivID.mustacheValue : nil
        }
    }

    private func render(_ source: String, _ value: some MustacheConvertible) throws -> String {
        try MustacheTemplate(name: "t", source: source).render(value)
    }

    @Test func viewModelsAnswerByName() throws {
        let page = Page(items: [Item(title: "A", paper: Paper(arxivID: "2401.00001")), Item(title: "B")])
        let source = "{{#items}}{{title}}{{#paper}} [{{arxivID}}]{{/paper}} in {{siteTitle}}\n{{/items}}"
        #expect(try render(source, page) == "A [2401.00001] in Daily\nB in Daily\n")
    }

    @Test func aNilFieldEndsTheLookupAndAMissingNameClimbs() throws {
        let page = Page(items: [Item(title: "A"), Item(title: "B", comment: "mine")], comment: "page comment")
        #expect(try render("{{#items}}[{{comment}}]{{/items}}", page) == "[][mine]")
        #expect(try render("{{#items}}{{^comment}}-{{/comment}}{{/items}}", page) == "-")
        #expect(try render("{{#items}}{{siteTitle}} {{/items}}", page) == "Daily Daily ")
        #expect(try render("{{items.0}}|{{missing.name}}|{{siteTitle.count}}", page) == "||")
    }

    @Test func listPositionsAsSwiftMustacheNamedThem() throws {
        let value: MustacheValue = ["badges": ["new", "cross", "updated"]]
        #expect(try render("{{#badges}}{{.}}{{^last()}} · {{/last()}}{{/badges}}", value) == "new · cross · updated")
        #expect(try render("{{#badges}}{{index()}}{{#first()}}!{{/first()}}{{#odd()}}o{{/odd()}}{{#even()}}e{{/even()}} {{/badges}}", value)
            == "0!e 1o 2e ")
        #expect(try render("{{last()}}|{{#last()}}x{{/last()}}", value) == "|")
    }

    @Test func scalarsRenderAndCountAsTheSpecAndSwiftMustacheAgree() throws {
        let value: MustacheValue = ["zero": 0, "empty": "", "no": false, "none": [], "half": 0.5, "two": 2.0, "yes": true]
        #expect(try render("{{zero}} {{half}} {{two}} {{yes}} {{no}}", value) == "0 0.5 2 true false")
        #expect(try render("{{#zero}}z{{/zero}}{{#empty}}e{{/empty}}{{#no}}n{{/no}}{{#none}}l{{/none}}{{^none}}L{{/none}}", value) == "zeL")
    }

    @Test func aDictionaryAndTheImplicitIteratorWork() throws {
        let value: [String: [String]] = ["names": ["<a>", "b"]]
        #expect(try render("{{#names}}{{.}},{{{.}}};{{/names}}", value) == "&lt;a&gt;,<a>;b,b;")
    }
}
