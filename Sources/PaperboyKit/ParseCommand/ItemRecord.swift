import Foundation
import PaperboyModels

/// The JSON Lines record `paperboy parse` prints for an item (keys sorted).
enum ItemRecord {
    static func fields(of item: Item) -> [(String, JSONValue)] {
        var fields: [(String, JSONValue)] = [
            ("kind", .string(item.kind.rawValue)),
            ("id", .string(item.id)),
            ("title", .string(item.title)),
            ("url", .string(item.url)),
            ("summary", .string(item.summary)),
            ("summary_html", .string(item.summaryHTML)),
            ("authors", .strings(item.authors.map(\.name))),
            ("published", .string(item.published.map(isoUTC))),
            ("updated", .string(item.updated.map(isoUTC))),
            ("categories", .strings(item.categories)),
        ]
        if let paper = item.paper {
            fields += [
                ("arxiv_id", .string(paper.arxivID.value)),
                ("version", .int(paper.version)),
                ("primary_category", .string(paper.primaryCategory)),
                ("comment", .string(paper.comment)),
                ("journal_ref", .string(paper.journalRef)),
                ("doi", .string(paper.doi)),
                ("pdf_url", .string(paper.pdfURL)),
                ("announce_type", .string(paper.announceType?.rawValue)),
            ]
        }
        if let repository = item.repository {
            fields += [
                ("full_name", .string(repository.fullName)),
                ("stars", .int(repository.stars)),
                ("forks", .int(repository.forks)),
                ("language", .string(repository.language)),
                ("topics", .strings(repository.topics)),
                ("license", .string(repository.license)),
                ("homepage", .string(repository.homepage)),
                ("created", .string(repository.created.map(isoUTC))),
                ("pushed", .string(repository.pushed.map(isoUTC))),
            ]
        }
        return fields
    }

    /// Appends the item's record and a newline.
    static func write(_ item: Item, to out: inout [UInt8]) {
        JSONValue.writeObject(fields(of: item), to: &out)
        out.append(0x0A)
    }

    /// `2024-11-28T05:00:00Z`; fractions of a second are shown only when present.
    static func isoUTC(_ date: Date) -> String {
        let seconds = date.timeIntervalSince1970
        let whole = Int(seconds.rounded(.down))
        var days = whole >= 0 ? whole / 86_400 : (whole - 86_399) / 86_400
        let secondOfDay = whole - days * 86_400
        // Civil-from-days (Howard Hinnant's algorithm), proleptic Gregorian.
        days += 719_468
        let era = (days >= 0 ? days : days - 146_096) / 146_097
        let dayOfEra = days - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        var text = pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2) + "T"
            + pad(secondOfDay / 3600, 2) + ":" + pad(secondOfDay % 3600 / 60, 2) + ":" + pad(secondOfDay % 60, 2)
        let fraction = seconds - Double(whole)
        if fraction >= 0.0005 {
            let millis = Int((fraction * 1000).rounded())
            if millis < 1000 { text += "." + pad(millis, 3) }
        }
        return text + "Z"
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }
}
