import Foundation
import PaperboyModels

extension FNV1a {
    /// Feeds every field of `digest` that a page shows. Walking the model is about ten
    /// times cheaper than hashing its JSON encoding, which cost a third of a no-change build.
    mutating func add(_ digest: Digest) {
        add(digest.day.isoText); add(digest.title); add(digest.status.rawValue)
        for source in digest.sources {
            add(source.name); add(source.format); add(source.title ?? "-"); add(source.link ?? "-")
            add(String(source.itemCount)); add(source.warnings.joined(separator: "\u{1}"))
            add(source.announcement?.rawValue ?? "-"); add(source.failure ?? "-"); add(source.cachedAt)
        }
        for section in digest.sections {
            add(section.id); add(section.title); add(String(section.entries.count))
            add(section.replacements.rawValue); add(section.layout.rawValue)
            for entry in section.entries { add(entry) }
        }
    }

    private mutating func add(_ entry: DigestEntry) {
        let item = entry.item
        add(item.id); add(item.kind.rawValue); add(item.title); add(item.url ?? "-"); add(item.summary)
        add(item.summaryMarkup ?? "-"); add(item.contentHTML ?? "-")
        for author in item.authors { add(author.name) }
        add(item.published); add(item.updated); add(item.categories.joined(separator: "\u{1}"))
        if let paper = item.paper {
            add(paper.arxivID.value); add(paper.version.map(String.init) ?? "-"); add(paper.primaryCategory ?? "-")
            add(paper.otherCodes.joined(separator: "\u{1}")); add(paper.comment ?? "-"); add(paper.journalRef ?? "-")
            add(paper.doi ?? "-"); add(paper.announceType?.rawValue ?? "-")
            add(paper.absURL); add(paper.pdfURL); add(paper.htmlURL)
        }
        if let repo = item.repository {
            add(repo.fullName); add(repo.url ?? "-"); add(repo.description ?? "-"); add(String(repo.stars)); add(String(repo.forks))
            add(repo.language ?? "-"); add(repo.topics.joined(separator: "\u{1}")); add(repo.license ?? "-")
            add(repo.created); add(repo.pushed); add(repo.homepage ?? "-"); add(repo.isFork ? "fork" : "-")
            add(repo.isArchived ? "archived" : "-")
        }
        for reason in entry.reasons { add(reason.label) }
        add(entry.badges.joined(separator: "\u{1}")); add(entry.isUpdate ? "update" : "-")
        add(entry.previousVersion.map(String.init) ?? "-"); add(entry.isCrossList ? "cross" : "-")
    }

    private mutating func add(_ date: Date?) {
        add(date.map { String($0.timeIntervalSince1970) } ?? "-")
    }
}
