/// One author of the A–Z index, once however the name was written (folded alike), with
/// their items newest first.
struct AuthorView {
    /// The name as the newest item writes it.
    let name: String
    /// The newest ``AuthorIndex/itemsPerAuthor`` items.
    let items: [AuthorItemView]
    /// How many older items are not listed.
    let more: Int
    let hasMore: Bool
}
