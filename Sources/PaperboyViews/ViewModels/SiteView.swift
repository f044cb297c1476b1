/// What every page knows about the whole site (`{{#site}}`): its navigation.
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

    init(hasAbout: Bool = false, sectionLinks: [Link] = []) {
        self.hasAbout = hasAbout
        self.sectionLinks = sectionLinks
    }
}
