/// An item in the author index, linked to its anchor on its day page.
struct AuthorItemView {
    let title: String
    /// From the site root (`2024/11/28/index.html#…`).
    let path: String
    /// `2024-11-28`.
    let date: String
}
