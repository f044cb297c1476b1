import Foundation
import PaperboyModels

/// The archive's types read straight from a day file (the keys `JSONEncoder` writes for
/// them; unknown keys are skipped, a missing required key is an error naming it).
extension JSONScanner {
    /// A day file.
    mutating func readDayFile() throws -> DayFile {
        var format: Int?, day: DigestDay?, revision: Int?, status: DayStatus?
        var sources: [DigestSource] = [], items: [StoredItem] = [], updates: [StoredItem] = [], tldrs: [TLDR]?
        try readObject { s, key in
            switch key {
            case "format": format = try s.readInt()
            case "day": day = try s.readDay()
            case "revision": revision = try s.readInt()
            case "status": status = try s.readEnum(DayStatus.self)
            case "sources": try s.readArray { sources.append(try $0.readSource()) }
            case "items": try s.readArray { items.append(try $0.readStoredItem()) }
            case "updates": try s.readArray { updates.append(try $0.readStoredItem()) }
            case "tldrs":
                var read: [TLDR] = []
                try s.readArray { read.append(try $0.readTLDR()) }
                tldrs = read
            default: try s.skipValue()
            }
        }
        try expectEnd()
        var file = DayFile(day: try required(day, "day"))
        file.format = try required(format, "format")
        file.revision = try required(revision, "revision")
        file.status = try required(status, "status")
        (file.sources, file.items, file.updates, file.tldrs) = (sources, items, updates, tldrs)
        return file
    }

    /// A TL;DR: `{"item", "key", "text" | "missed", "tokens", "requests"}`.
    private mutating func readTLDR() throws -> TLDR {
        var itemID: String?, key: String?, text: String?, missed: String?, tokens = 0, requests = 0
        try readObject { s, field in
            switch field {
            case "item": itemID = try s.readString()
            case "key": key = try s.readString()
            case "text": text = try s.readString()
            case "missed": missed = try s.readString()
            case "tokens": tokens = try s.readInt()
            case "requests": requests = try s.readInt()
            default: try s.skipValue()
            }
        }
        let outcome: TLDR.Outcome = if let text { .written(text) } else { .missed(try required(missed, "text")) }
        return TLDR(itemID: try required(itemID, "item"), key: try required(key, "key"), outcome: outcome, tokens: tokens, requests: requests)
    }

    private mutating func readStoredItem() throws -> StoredItem {
        var item: Item?, sources: [String] = [], previous: Int?
        try readObject { s, key in
            switch key {
            case "item": item = try s.readItem()
            case "sources": sources = try s.readStrings()
            case "previousVersion": previous = s.readNull() ? nil : try s.readInt()
            default: try s.skipValue()
            }
        }
        return StoredItem(item: try required(item, "item"), sources: sources, previousVersion: previous)
    }

    private mutating func readItem() throws -> Item {
        var id: String?, kind: Item.Kind?, title: String?, url: String?, summary: String?, markup: String?, content: String?
        var authors: [Author] = [], published: Date?, updated: Date?, categories: [String] = [], enclosures: [Enclosure] = []
        var paper: Paper?, repository: Repository?
        try readObject { s, key in
            switch key {
            case "id": id = try s.readString()
            case "kind": kind = try s.readEnum(Item.Kind.self)
            case "title": title = try s.readString()
            case "url": url = try s.readOptionalString()
            case "summary": summary = try s.readString()
            case "summaryMarkup": markup = try s.readOptionalString()
            case "contentHTML": content = try s.readOptionalString()
            case "authors": try s.readArray { authors.append(try $0.readAuthor()) }
            case "published": published = try s.readOptionalDate()
            case "updated": updated = try s.readOptionalDate()
            case "categories": categories = try s.readStrings()
            case "enclosures": try s.readArray { enclosures.append(try $0.readEnclosure()) }
            case "paper": paper = s.readNull() ? nil : try s.readPaper()
            case "repository": repository = s.readNull() ? nil : try s.readRepository()
            default: try s.skipValue()
            }
        }
        return Item(id: try required(id, "id"), kind: try required(kind, "kind"), title: try required(title, "title"), url: url,
                    summary: try required(summary, "summary"), summaryHTML: markup, contentHTML: content, authors: authors,
                    published: published, updated: updated, categories: categories, enclosures: enclosures,
                    paper: paper, repository: repository)
    }

    private mutating func readAuthor() throws -> Author {
        var name: String?, affiliations: [String] = [], uri: String?, email: String?
        try readObject { s, key in
            switch key {
            case "name": name = try s.readString()
            case "affiliations": affiliations = try s.readStrings()
            case "uri": uri = try s.readOptionalString()
            case "email": email = try s.readOptionalString()
            default: try s.skipValue()
            }
        }
        return Author(name: try required(name, "name"), affiliations: affiliations, uri: uri, email: email)
    }

    private mutating func readEnclosure() throws -> Enclosure {
        var url: String?, type: String?, length: Int?
        try readObject { s, key in
            switch key {
            case "url": url = try s.readString()
            case "type": type = try s.readOptionalString()
            case "length": length = s.readNull() ? nil : try s.readInt()
            default: try s.skipValue()
            }
        }
        return Enclosure(url: try required(url, "url"), type: type, length: length)
    }

    /// A required value, or an error naming the key.
    func required<T>(_ value: T?, _ key: String) throws -> T {
        guard let value else { throw failure("missing \"\(key)\"") }
        return value
    }

    mutating func readOptionalString() throws -> String? { readNull() ? nil : try readString() }

    mutating func readEnum<T: RawRepresentable>(_: T.Type) throws -> T where T.RawValue == String {
        let text = try readString()
        guard let value = T(rawValue: text) else { throw failure("unknown value \"\(text)\"") }
        return value
    }

    mutating func readDay() throws -> DigestDay {
        let text = try readString()
        guard let day = DigestDay(text) else { throw failure("not a YYYY-MM-DD date: \(text)") }
        return day
    }

    mutating func readOptionalDate() throws -> Date? {
        guard !readNull() else { return nil }
        let text = try readString()
        guard let date = ArchiveDate.parse(text) else { throw failure("not a date like 2024-11-28T10:00:00Z: \(text)") }
        return date
    }
}
