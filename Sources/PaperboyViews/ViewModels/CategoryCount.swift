import PaperboyModels

/// A category and how many entries the archive has in it (`{{#categories}}`).
struct CategoryCount: Hashable {
    /// `cs.LG`.
    let name: String
    /// `cs-lg`, its page's folder.
    let slug: String
    let count: Int
    /// `cs-lg/index.html`, from the categories index (stored: Mustache reads stored properties only).
    let path: String

    init(name: String, slug: String, count: Int) {
        self.name = name
        self.slug = slug
        self.count = count
        path = slug + "/index.html"
    }

    static func slug(_ name: String) -> String {
        let slug = DigestSection.slug(from: name)
        return slug.isEmpty ? "other" : slug
    }
}
