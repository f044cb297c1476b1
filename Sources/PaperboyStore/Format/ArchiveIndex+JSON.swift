import Foundation
import PaperboyModels

extension ArchiveIndex {
    private struct File: Decodable {
        var format: Int
        var days: [String: DayEntry]
        var items: [String: ItemEntry]?
    }

    /// The days alone: decoding skips the item entries, the bulk of the file.
    private struct DaysFile: Decodable {
        var format: Int
        var days: [String: DayEntry]
    }

    /// Reads `index.json`; with `items: false`, only its days.
    /// - Throws: ``ArchiveError`` for a file that does not decode or a format newer than this build reads.
    init(json data: Data, path: String, items loadItems: Bool = true) throws {
        let file: File
        do {
            if loadItems {
                file = try JSONDecoder().decode(File.self, from: data)
            } else {
                let days = try JSONDecoder().decode(DaysFile.self, from: data)
                file = File(format: days.format, days: days.days, items: nil)
            }
        } catch {
            throw ArchiveError(path: path, reason: "not a readable archive index", underlying: error)
        }
        guard file.format <= Self.currentFormat else {
            throw ArchiveError(path: path, reason: "written by a newer paperboy (format \(file.format)); update paperboy")
        }
        var days: [DigestDay: DayEntry] = [:]
        for (text, entry) in file.days {
            guard let day = DigestDay(text) else { throw ArchiveError(path: path, reason: "\"\(text)\" is not a day (YYYY-MM-DD)") }
            days[day] = entry
        }
        self.init(days: days, items: file.items ?? [:])
    }

    /// `index.json`'s bytes: keys sorted at every level and one day or item per line,
    /// so the file is the same bytes for the same content and a diff shows each new item.
    var json: Data {
        var out = "{\n  \"days\": {"
        let days = self.days.keys.sorted()
        for (n, day) in days.enumerated() {
            let e = self.days[day]!
            out += (n == 0 ? "\n" : ",\n") + "    \"\(day.isoText)\": {\"items\": \(e.items), \"revision\": \(e.revision), "
                + "\"status\": \"\(e.status.rawValue)\", \"updates\": \(e.updates)}"
        }
        out += days.isEmpty ? "},\n" : "\n  },\n"
        out += "  \"format\": \(Self.currentFormat),\n  \"items\": {"
        let ids = self.items.keys.sorted()
        for (n, id) in ids.enumerated() {
            let e = self.items[id]!
            var fields = ["\"day\": \"\(e.day.isoText)\""]
            if let updated = e.updated { fields.append("\"updated\": \"\(updated.isoText)\"") }
            if let version = e.version { fields.append("\"version\": \(version)") }
            out += (n == 0 ? "\n" : ",\n") + "    " + EscapeTable.json.quoted(id) + ": {" + fields.joined(separator: ", ") + "}"
        }
        out += ids.isEmpty ? "}\n}\n" : "\n  }\n}\n"
        return Data(out.utf8)
    }
}
