import PaperboyModels

extension ThemeLocale {
    /// Why an item ranks high against the reader's library, as one plain-text line in this
    /// language, the same words as the item partials: `close to Title (shared: a, b)`.
    func libraryReason(_ match: LibraryMatch) -> String {
        let head = text("item.close-to") + " " + match.closestTitle
        guard !match.terms.isEmpty else { return head }
        return head + " (" + text("item.shared") + " " + match.terms.joined(separator: ", ") + ")"
    }

    /// A ranked entry's feed text: the reason, the closest entry's link and the summary,
    /// `For you: close to Title (shared: a, b) <https://…>. Summary`.
    func libraryLead(_ match: LibraryMatch, summary: String) -> String {
        let link = match.closestLink.map { " <\($0)>" } ?? ""
        return text("item.for-you") + " " + libraryReason(match) + link + ". " + summary
    }
}
