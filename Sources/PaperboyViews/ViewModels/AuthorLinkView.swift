/// A link between author index pages (`{{#letters}}`, `{{#parts}}`).
struct AuthorLinkView {
    /// `A`, `Other`, or a page number.
    let label: String
    /// From the site root (`authors/a/index.html`).
    let path: String
    /// Authors on the letter's pages (a letter link), or on this page (a part link).
    let count: Int
    /// True on the link to the page it is on.
    let current: Bool
}
