import Foundation
import PaperboyModels

/// One record from two records of the same item (a listing entry and an API entry,
/// the same repository on two search pages, yesterday's run and today's).
///
/// The newer arXiv version wins; between equal versions the richer record wins (more
/// of the optional details: comment, journal reference, DOI, affiliations, dates);
/// between equally rich records the incoming one. The winner then takes whatever it
/// lacks from the other: a listing's announce type survives an API record, an API
/// record's comment survives a later listing.
enum ItemMerge {
    static func merge(_ stored: Item, _ incoming: Item) -> Item {
        if stored == incoming { return stored }
        let (base, other) = prefersStored(stored, over: incoming) ? (stored, incoming) : (incoming, stored)
        return fill(base, from: other)
    }

    private static func prefersStored(_ stored: Item, over incoming: Item) -> Bool {
        let sv = stored.paper?.version ?? 0
        let iv = incoming.paper?.version ?? 0
        if sv != iv { return sv > iv }
        return richness(stored) > richness(incoming)
    }

    /// How many optional details a record has.
    static func richness(_ item: Item) -> Int {
        var n = 0
        func count(_ present: Bool) { if present { n += 1 } }
        count(item.url != nil)
        count(!item.summary.isEmpty)
        count(item.summaryMarkup != nil)
        count(item.contentHTML != nil)
        count(!item.authors.isEmpty)
        count(item.authors.contains { !$0.affiliations.isEmpty })
        count(item.published != nil)
        count(item.updated != nil)
        count(!item.categories.isEmpty)
        if let paper = item.paper {
            count(paper.primaryCategory != nil)
            count(paper.comment != nil)
            count(paper.journalRef != nil)
            count(paper.doi != nil)
            count(!paper.otherCodes.isEmpty)
        }
        if let repository = item.repository {
            count(repository.description != nil)
            count(repository.language != nil)
            count(repository.license != nil)
            count(repository.created != nil)
            count(repository.pushed != nil)
            count(!repository.topics.isEmpty)
        }
        return n
    }

    private static func fill(_ base: Item, from other: Item) -> Item {
        var item = base
        if item.url == nil { item.url = other.url }
        if item.summary.isEmpty { item.summary = other.summary }
        if item.summaryMarkup == nil { item.summaryMarkup = other.summaryMarkup }
        if item.contentHTML == nil { item.contentHTML = other.contentHTML }
        if item.authors.isEmpty { item.authors = other.authors }
        if item.published == nil { item.published = other.published }
        if item.updated == nil { item.updated = other.updated }
        if item.categories.isEmpty { item.categories = other.categories }
        if item.enclosures.isEmpty { item.enclosures = other.enclosures }
        if item.repository == nil { item.repository = other.repository }
        if var paper = item.paper, let theirs = other.paper {
            if paper.version == nil { paper.version = theirs.version }
            if paper.primaryCategory == nil { paper.primaryCategory = theirs.primaryCategory }
            if paper.otherCodes.isEmpty { paper.otherCodes = theirs.otherCodes }
            if paper.comment == nil { paper.comment = theirs.comment }
            if paper.journalRef == nil { paper.journalRef = theirs.journalRef }
            if paper.doi == nil { paper.doi = theirs.doi }
            if paper.announceType == nil { paper.announceType = theirs.announceType }
            item.paper = paper
        } else if item.paper == nil {
            item.paper = other.paper
        }
        return item
    }
}

extension Item {
    /// The item as the archive stores it: dates to whole seconds (what the files hold),
    /// so a stored item reads back equal to the one that was stored.
    var archiveNormalised: Item {
        var item = self
        item.published = item.published.map(ArchiveDate.normalise)
        item.updated = item.updated.map(ArchiveDate.normalise)
        if var repository = item.repository {
            repository.created = repository.created.map(ArchiveDate.normalise)
            repository.pushed = repository.pushed.map(ArchiveDate.normalise)
            item.repository = repository
        }
        return item
    }
}
