/// A page of the A–Z author index (`authors.html`): `authors/index.html` lists the letters;
/// `authors/<letter>/index.html` (and `2.html`, `3.html`… when a letter has more than
/// ``AuthorIndex/authorsPerPage`` authors) lists a letter's authors.
struct AuthorIndexView {
    let root: String
    let siteTitle: String
    let site: SiteView
    /// `O`, or empty on the index page.
    let letter: String
    /// Every letter that has authors, linked (`current` on this page's).
    let letters: [AuthorLinkView]
    /// This letter's pages when it has more than one (`current` on this one).
    let parts: [AuthorLinkView]
    let hasParts: Bool
    let authors: [AuthorView]
    let hasAuthors: Bool
}
