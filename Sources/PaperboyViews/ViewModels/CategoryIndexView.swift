/// The categories index (`categories.html`).
struct CategoryIndexView {
    let root = "../"
    let siteTitle: String
    let site: SiteView
    let categories: [CategoryCount]
    let hasCategories: Bool

    init(categories: [CategoryCount], site: SiteView, siteTitle: String) {
        self.categories = categories
        self.site = site
        self.siteTitle = siteTitle
        hasCategories = !categories.isEmpty
    }
}
