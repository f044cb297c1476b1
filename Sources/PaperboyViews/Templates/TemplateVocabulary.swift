import PaperboyMustache

/// The names templates can use: for each view model, its fields, read from the view
/// models' own stored properties (which are exactly the names their `MustacheObject`
/// lookups answer), and which view model each page template gets.
///
/// Nothing here is a copied list: a property added to or removed from a view model is
/// a name added or removed here (`TemplateVocabularyTests` compares both with the
/// lookups' `switch`es).
public struct TemplateVocabulary: Sendable {
    /// One name a view model answers.
    public struct Field: Sendable, Equatable {
        /// The view model a section over this field pushes (`ItemView` for `items`), nil
        /// for text, numbers, flags and lists of them.
        public var opens: String?
        /// True for a list (`{{#items}}` repeats its content).
        public var isList: Bool

        /// Creates a field.
        public init(opens: String?, isList: Bool) {
            self.opens = opens
            self.isList = isList
        }
    }

    /// View model name (`ItemView`, `SiteView.Link`) → field name → field.
    public let models: [String: [String: Field]]
    /// Page template name (`day.html`) → the view model it renders.
    public let pages: [String: String]
    /// The keys every page's `t` answers (`nav.archive` for `{{t.nav.archive}}`): the default
    /// locale's plain texts. Every page also has `lang`, the site's language tag.
    public let texts: Set<String>

    /// Creates a vocabulary from parts (tests).
    public init(models: [String: [String: Field]], pages: [String: String], texts: Set<String> = []) {
        self.models = models
        self.pages = pages
        self.texts = texts
    }

    /// The view models of this build of Paperboy and the pages ``SiteRenderer`` renders with them.
    public static let current: TemplateVocabulary = {
        let pages: [String: any MustacheObject.Type] = [
            SiteRenderer.dayHTMLTemplate: PageView.self,
            SiteRenderer.dayMarkdownTemplate: PageView.self,
            SiteRenderer.dayCompactTemplate: PageView.self,
            "archive.html": ArchiveView.self,
            "section.html": ListPageView.self,
            "category.html": ListPageView.self,
            "categories.html": CategoryIndexView.self,
            "search.html": SimplePageView.self,
            "authors.html": AuthorIndexView.self,
            "404.html": SimplePageView.self,
            "about.html": SimplePageView.self,
            SiteRenderer.emailHTMLTemplate: EmailView.self,
            SiteRenderer.emailTextTemplate: EmailView.self,
            SiteRenderer.itemPageTemplate: ItemPageView.self,
            SiteRenderer.tldrPromptTemplate: PromptView.self,
        ]
        var models: [String: [String: Field]] = [:]
        for type in pages.values { collectFields(of: type, into: &models) }
        return TemplateVocabulary(models: models, pages: pages.mapValues(modelName), texts: ThemeLocales.shipped.schema.templateTexts.keys)
    }()

    /// Every dotted name valid in a context of `model`, `depth` parts deep at most
    /// (`title`, `paper`, `paper.arxivID`): what suggestions are chosen from.
    public func paths(in model: String, depth: Int = 2) -> [String] {
        guard depth > 0, let fields = models[model] else { return [] }
        var paths: [String] = []
        for (name, field) in fields.sorted(by: { $0.key < $1.key }) {
            paths.append(name)
            if let opens = field.opens, !field.isList {
                paths += self.paths(in: opens, depth: depth - 1).map { name + "." + $0 }
            }
        }
        return paths
    }
}
