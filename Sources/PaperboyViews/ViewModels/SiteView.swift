/// What every page knows about the whole site (`{{#site}}`): its navigation, and the page's canonical URL and description.
struct SiteView {
    /// One section in the navigation.
    struct Link {
        let linkTitle: String
        let path: String
    }

    /// True when the config's folder has an `about.md` (rendered to `about.html`).
    let hasAbout: Bool
    /// The sections, linked to their pages.
    let sectionLinks: [Link]
    /// The page's absolute URL (`<link rel="canonical">`); nil without a base URL, and on the
    /// 404 page, which a host serves at any address.
    let canonicalURL: String?
    /// The page's `<meta name="description">` and `og:description` (plain text; ``PageDescription``).
    let description: String

    init(hasAbout: Bool = false, sectionLinks: [Link] = [], canonicalURL: String? = nil, description: String = "") {
        self.hasAbout = hasAbout
        self.sectionLinks = sectionLinks
        self.canonicalURL = canonicalURL
        self.description = description
    }
}
