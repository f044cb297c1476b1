import Foundation
import PaperboyModels

/// A day file, `days/YYYY/MM/DD.json`: everything the archive holds for one day.
///
/// Written pretty-printed with sorted keys and items sorted by id, so the file is
/// the same bytes for the same content and a diff shows what a day added.
/// ``revision`` counts the day's committed writes; ``ArchiveIndex`` records it
/// too, which is how recovery tells a committed file from an interrupted one.
struct DayFile: Codable, Hashable, Sendable {
    static let currentFormat = 1

    var format: Int
    var day: DigestDay
    var revision: Int
    var status: DayStatus
    /// The sources read that day, sorted by name.
    var sources: [DigestSource]
    /// Items first seen that day, sorted by id.
    var items: [StoredItem]
    /// New versions of papers first seen on earlier days, sorted by id.
    var updates: [StoredItem]
    /// The TL;DRs asked for the day's digest, sorted by item id and key; nil (and not written) when none were.
    var tldrs: [TLDR]?

    /// An empty day, before its first write.
    init(day: DigestDay) {
        format = Self.currentFormat
        self.day = day
        revision = 0
        status = .noListing
        sources = []
        items = []
        updates = []
    }

    /// The day as the controllers see it: new items, then updates.
    var archiveDay: ArchiveDay {
        ArchiveDay(day: day, status: status, sources: sources,
                   items: items.map { ArchivedItem(item: $0.item, sources: $0.sources) }
                       + updates.map { ArchivedItem(item: $0.item, sources: $0.sources, isUpdate: true, previousVersion: $0.previousVersion) },
                   tldrs: tldrs ?? [])
    }
}

extension DayFile {
    /// Decodes a day file's bytes (``JSONScanner``, no `Codable`).
    /// - Throws: ``StoreError`` naming `path` and the line of the first problem.
    init(json data: Data, path: String) throws {
        var scanner = JSONScanner(data)
        do {
            self = try scanner.readDayFile()
        } catch let failure as JSONScanner.Failure {
            throw StoreError(path: path, reason: "not a readable day file (\(failure))", underlying: failure)
        }
    }
}

/// The one field recovery reads of a day file.
struct DayFileRevision: Decodable {
    var revision: Int
}
