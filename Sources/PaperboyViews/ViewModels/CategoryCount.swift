import PaperboyModels

/// A category and how many entries the archive has in it (`{{#categories}}`).
struct CategoryCount: Hashable {
    /// `cs.LG`.
    let name: String
    /// `cs-lg`, its page's folder.
    let slug: String
    let count: Int
    /// `categories/cs-lg/index.html`, from the categories index.
    var path: String { "\(slug)/index.html" }

    static func slug(_ name: String) -> String {
        let slug = DigestSection.slug(from: name)
        return slug.isEmpty ? "other" : slug
    }
}
