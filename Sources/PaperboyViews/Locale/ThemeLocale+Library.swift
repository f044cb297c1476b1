import PaperboyModels

extension ThemeLocale {
    /// Why an item ranks high against the reader's library, as one plain-text line in this
    /// language, the same words as the item partials: `close to Title (shared: a, b)`,
    /// `up because you liked Title`, then `; down because you disliked Other` when dislikes lowered it.
    func libraryReason(_ match: LibraryMatch) -> String {
        var parts: [String] = []
        if !match.closestTitle.isEmpty {
            let head = libraryLeadWords(match) + " " + match.closestTitle
            parts.append(match.terms.isEmpty ? head : head + " (" + text("item.shared") + " " + match.terms.joined(separator: ", ") + ")")
        }
        if let disliked = match.dislikedTitle { parts.append(text("item.disliked") + " " + disliked) }
        return parts.joined(separator: "; ")
    }

    /// `close to`, or `up because you liked` when the closest entry is an item the reader liked.
    func libraryLeadWords(_ match: LibraryMatch) -> String {
        match.closestRating == .up ? text("item.liked") : text("item.close-to")
    }

    /// A ranked entry's feed text: the reason, the closest entry's link and the summary,
    /// `For you: close to Title (shared: a, b) <https://…>. Summary`.
    func libraryLead(_ match: LibraryMatch, summary: String) -> String {
        let link = match.closestLink.map { " <\($0)>" } ?? ""
        return text("item.for-you") + " " + libraryReason(match) + link + ". " + summary
    }
}
