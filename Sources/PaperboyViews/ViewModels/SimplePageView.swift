/// A page with no digest data: search, 404, about (`search.html`, `404.html`, `about.html`).
struct SimplePageView {
    let root: String
    let site: SiteView
    let siteTitle: String
    /// Rendered from the user's Markdown in safe mode (trusted markup), for `about.html`.
    let bodyHTML: String?
}
