import PaperboyControllers
import PaperboyModels
import PaperboyServices

extension LibrarySetup {
    /// The items the reader liked and disliked as library entries, each with the text the
    /// archive holds for it and dated by its rating (so an old like weighs as an old paper
    /// does); a rating of an item the archive does not hold is an issue. Only the latest
    /// like or dislike of an item counts.
    static func ratedEntries(_ ratings: [Rating], ids: [String: String],
                             read: (DigestDay) throws -> ArchiveDay) throws -> (liked: [LibraryEntry], disliked: [LibraryEntry], issues: [LibraryIssue]) {
        var liked: [LibraryEntry] = []
        var disliked: [LibraryEntry] = []
        var issues: [LibraryIssue] = []
        var wanted: [String: [Rating]] = [:]
        for rating in Rating.latestItemRatings(ratings) {
            guard case .item(let id) = rating.target else { continue }
            guard let day = ids[id] else {
                issues.append(LibraryIssue(file: rating.file, line: rating.line, reason: "\(id) is not in the archive; the rating counts once it is"))
                continue
            }
            wanted[day, default: []].append(rating)
        }
        for (text, rated) in wanted.sorted(by: { $0.key < $1.key }) {
            guard let day = DigestDay(text) else { continue }
            let items = Dictionary(try read(day).items.map { ($0.item.id, $0.item) }, uniquingKeysWith: { a, _ in a })
            for rating in rated {
                guard case .item(let id) = rating.target, let item = items[id] else { continue }
                let entry = LibraryEntry(title: item.title, abstract: item.summary.isEmpty ? (item.repository?.description ?? "") : item.summary,
                                         authors: item.authors.map(\.name), year: rating.date.year, month: rating.date.month,
                                         arxivID: item.paper?.arxivID, url: item.url, rating: rating.verdict,
                                         file: rating.file, line: rating.line)
                if rating.verdict == .up { liked.append(entry) } else { disliked.append(entry) }
            }
        }
        return (liked, disliked, issues)
    }
}
