import Foundation
import PaperboyModels
import PaperboyStore

/// The archive's committed day files read directly, without taking the archive's
/// lock (a build that already holds it asks for the document frequencies): only
/// what the library score needs of each item (id, title, summary, description).
enum ArchiveDayFiles {
    /// Every `days/YYYY/MM/DD.json` under the archive folder, oldest first, with its stamp.
    static func days(in data: URL) -> [(day: DigestDay, stamp: String?)] {
        let layout = ArchiveLayout(folder: data)
        guard let walker = FileManager().enumerator(atPath: layout.daysFolder.path) else { return [] }
        var days: [DigestDay] = []
        for case let relative as String in walker where relative.hasSuffix(".json") {
            let parts = relative.dropLast(5).split(separator: "/")
            guard parts.count == 3, let day = DigestDay(parts.joined(separator: "-")),
                  layout.dayFile(day).path.hasSuffix(relative) else { continue }
            days.append(day)
        }
        return days.sorted().map { ($0, FileStamp.of(path: layout.dayFile($0).path)) }
    }

    /// The day's items as far as the score needs them (first-seen items, then updates).
    static func read(_ day: DigestDay, in data: URL) throws -> ArchiveDay {
        let url = ArchiveLayout(folder: data).dayFile(day)
        guard let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any] else {
            throw ArchiveError(path: url.path, reason: "not a readable day file")
        }
        func items(_ key: String, update: Bool) -> [ArchivedItem] {
            (object[key] as? [[String: Any]] ?? []).compactMap { stored in
                guard let item = stored["item"] as? [String: Any], let id = item["id"] as? String else { return nil }
                let repository = (item["repository"] as? [String: Any])?["description"] as? String
                var built = Item(id: id, kind: .post, title: item["title"] as? String ?? "",
                                 summary: item["summary"] as? String ?? "")
                if built.summary.isEmpty, let repository { built.summary = repository }
                return ArchivedItem(item: built, sources: [], isUpdate: update)
            }
        }
        return ArchiveDay(day: day, status: .noListing, items: items("items", update: false) + items("updates", update: true))
    }
}
