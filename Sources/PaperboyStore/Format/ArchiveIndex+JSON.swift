import Foundation
import PaperboyModels

extension ArchiveIndex {
    /// Which item entries a read of `index.json` keeps.
    enum ItemEntries: Sendable {
        /// Every entry (a run that records items).
        case all
        /// None: the entries, the bulk of the file, are skipped unread.
        case none
        /// Only the items seen again on a later day (``ItemEntry/updated``): what item pages show.
        case seenAgain
    }

    /// Reads `index.json` (``JSONScanner``, no `Codable`), keeping the item entries `entries` names.
    /// - Throws: ``StoreError`` for a file that does not decode or a format newer than this build reads.
    init(json data: Data, path: String, items entries: ItemEntries = .all) throws {
        var format: Int?, days: [DigestDay: DayEntry]?, items: [String: ItemEntry] = [:]
        var scanner = JSONScanner(data)
        do {
            try scanner.readObject { s, key in
                switch key {
                case "format": format = try s.readInt()
                case "days":
                    var read: [DigestDay: DayEntry] = [:]
                    try s.readObject { s, text in
                        guard let day = DigestDay(text) else { throw s.failure("\"\(text)\" is not a day (YYYY-MM-DD)") }
                        read[day] = try s.readDayEntry()
                    }
                    days = read
                case "items" where entries == .all:
                    // The keys are sorted, so the days came first: their counts size the table once.
                    items.reserveCapacity(days.map { $0.values.reduce(0) { $0 + $1.items } } ?? 0)
                    try s.readObject { s, id in items[id] = try s.readItemEntry() }
                case "items" where entries == .seenAgain:
                    try s.readObject(whereValueHolds: Array(#""updated""#.utf8)) { s, id in
                        let entry = try s.readItemEntry()
                        if entry.updated.map({ $0 != entry.day }) == true { items[id] = entry }
                    }
                default: try s.skipValue()
                }
            }
            try scanner.expectEnd()
            _ = try scanner.required(format, "format")
            _ = try scanner.required(days, "days")
        } catch {
            throw StoreError(path: path, reason: "not a readable archive index", underlying: error)
        }
        guard let format, let days, format <= Self.currentFormat else {
            throw StoreError(path: path, reason: "written by a newer paperboy (format \(format ?? 0)); update paperboy")
        }
        self.init(days: days, items: items)
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

extension JSONScanner {
    fileprivate mutating func readDayEntry() throws -> ArchiveIndex.DayEntry {
        var revision: Int?, items: Int?, updates: Int?, status: DayStatus?
        try readObject { s, key in
            switch key {
            case "revision": revision = try s.readInt()
            case "items": items = try s.readInt()
            case "updates": updates = try s.readInt()
            case "status": status = try s.readEnum(DayStatus.self)
            default: try s.skipValue()
            }
        }
        return ArchiveIndex.DayEntry(revision: try required(revision, "revision"), items: try required(items, "items"),
                                     updates: try required(updates, "updates"), status: try required(status, "status"))
    }

    fileprivate mutating func readItemEntry() throws -> ArchiveIndex.ItemEntry {
        var day: DigestDay?, version: Int?, updated: DigestDay?
        try readObject { s, key in
            switch key {
            case "day": day = try s.readDay()
            case "version": version = s.readNull() ? nil : try s.readInt()
            case "updated": updated = s.readNull() ? nil : try s.readDay()
            default: try s.skipValue()
            }
        }
        return ArchiveIndex.ItemEntry(day: try required(day, "day"), version: version, updated: updated)
    }
}
