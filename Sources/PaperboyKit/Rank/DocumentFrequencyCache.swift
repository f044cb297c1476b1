import Foundation
import PaperboyControllers
import PaperboyFileSystem
import PaperboyModels
import PaperboyStore

/// The archive's document frequencies, kept in the cache folder (never in the archive
/// or the site): one file per day (`days/YYYY-MM-DD.tsv`, its stamp, item ids and
/// term counts) and their sum (`total.tsv`, with the days and stamps it holds). A run
/// reads the sum and only the days that are new or changed since, so a new day costs
/// only its own items; a day that changed or left the archive is subtracted again.
struct DocumentFrequencyCache {
    /// `<cache>/library-df`.
    let folder: URL
    /// The file operations (rebuilt when lost, so written without a flush).
    var fileSystem: FileSystem

    /// One day's counts or the sum: documents, item ids (with their day), term counts.
    struct Counts {
        var documents = 0
        var ids: [String: String] = [:]
        var terms: [String: Int] = [:]
        var days: [String: String] = [:]

        mutating func add(_ other: Counts, sign: Int) {
            documents += sign * other.documents
            for (id, day) in other.ids { if sign > 0 { ids[id] = day } else { ids[id] = nil } }
            for (term, count) in other.terms {
                let total = terms[term, default: 0] + sign * count
                terms[term] = total > 0 ? total : nil
            }
        }
    }

    /// The frequencies over `days`, reading a day (`read`) only when the cache lacks it at its stamp.
    /// A day without a stamp (staged, not yet written) is read every time and never cached.
    func frequencies(days: [(day: DigestDay, stamp: String?)], read: (DigestDay) throws -> ArchiveDay) throws -> Counts {
        var total = load(folder.appendingPathComponent("total.tsv")) ?? Counts()
        var changed = false
        let current = Dictionary(days.compactMap { day in day.stamp.map { (day.day.isoText, $0) } }, uniquingKeysWith: { a, _ in a })
        for (day, stamp) in total.days.sorted(by: { $0.key < $1.key }) where current[day] != stamp {
            guard let old = load(dayFile(day)), old.days[day] == stamp else {
                total = Counts()
                break
            }
            total.add(old, sign: -1)
            total.days[day] = nil
            changed = true
        }
        var unstamped = Counts()
        for (day, stamp) in days where stamp == nil || total.days[day.isoText] != stamp {
            let text = day.isoText
            var counts: Counts
            if let stamp, let cached = load(dayFile(text)), cached.days[text] == stamp {
                counts = cached
            } else {
                let archived = try read(day)
                let (documents, terms) = DocumentFrequencies.counts(of: archived)
                counts = Counts(documents: documents, terms: terms)
                for item in archived.items where !item.isUpdate { counts.ids[item.item.id] = text }
                if let stamp {
                    counts.days[text] = stamp
                    try? write(counts, to: dayFile(text), header: "paperboy-df 1")
                }
            }
            if stamp == nil {
                unstamped.add(counts, sign: 1)
            } else {
                total.add(counts, sign: 1)
                total.days[text] = stamp
                changed = true
            }
        }
        if changed { try? write(total, to: folder.appendingPathComponent("total.tsv"), header: "paperboy-df-total 1") }
        total.add(unstamped, sign: 1)
        return total
    }

    private func dayFile(_ day: String) -> URL {
        folder.appendingPathComponent("days").appendingPathComponent(day + ".tsv")
    }

    /// Reads a counts file; nil when it is missing or not one.
    func load(_ url: URL) -> Counts? {
        guard let data = try? fileSystem.read(url) else { return nil }
        var counts = Counts()
        var first = true
        for line in data.split(separator: 0x0A) {
            if first {
                guard line.starts(with: Array("paperboy-df".utf8)) else { return nil }
                first = false
                continue
            }
            let fields = line.split(separator: 0x09, maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count >= 2 else { return nil }
            let a = String(decoding: fields[1], as: UTF8.self)
            let b = fields.count > 2 ? String(decoding: fields[2], as: UTF8.self) : ""
            switch fields[0].first {
            case UInt8(ascii: "t"): counts.terms[a] = Int(b) ?? 0
            case UInt8(ascii: "i"): counts.ids[a] = b
            case UInt8(ascii: "d"): counts.days[a] = b
            case UInt8(ascii: "n"): counts.documents = Int(a) ?? 0
            default: return nil
            }
        }
        return first ? nil : counts
    }

    /// Writes `counts` sorted (the same counts, the same bytes), atomically.
    func write(_ counts: Counts, to url: URL, header: String) throws {
        var text = header + "\nn\t\(counts.documents)\n"
        for (day, stamp) in counts.days.sorted(by: { $0.key < $1.key }) { text += "d\t\(day)\t\(stamp)\n" }
        for (id, day) in counts.ids.sorted(by: { $0.key < $1.key }) { text += "i\t\(id)\t\(day)\n" }
        for (term, count) in counts.terms.sorted(by: { $0.key < $1.key }) { text += "t\t\(term)\t\(count)\n" }
        try fileSystem.replace(url, with: Data(text.utf8))
    }
}
