import Foundation
import PaperboyModels
import PaperboyText

/// Reads CSL-JSON (Zotero's and Better BibTeX's "CSL JSON" export): an array of
/// items with `title`, `abstract`, `keyword`, `author`, `issued`, `DOI`, `URL`,
/// and the arXiv id where Zotero keeps it (`number: "arXiv:…"`, an arxiv.org
/// `URL`, arXiv's DOI).
public enum CSLJSONReader {
    /// Reads the bytes of a CSL-JSON file named `file`.
    public static func read(_ bytes: [UInt8], file: String) -> LibraryReadResult {
        var result = LibraryReadResult()
        let (elements, brokenAt) = JSONElementRanges.scan(bytes)
        for element in elements {
            let data = Data(bytes[element.range])
            guard let object = try? JSONSerialization.jsonObject(with: data), let item = object as? [String: Any] else {
                result.issues.append(LibraryIssue(file: file, line: element.line, reason: "not a CSL-JSON item (a JSON object)"))
                continue
            }
            switch entry(item, file: file, line: element.line) {
            case .success(let entry): result.entries.append(entry)
            case .failure(let issue): result.issues.append(issue)
            }
        }
        if let brokenAt {
            result.issues.append(LibraryIssue(file: file, line: brokenAt, reason: "the JSON array breaks off here; the rest of the file is skipped"))
        }
        return result
    }

    static func entry(_ item: [String: Any], file: String, line: Int) -> Result<LibraryEntry, LibraryIssue> {
        func string(_ key: String) -> String? {
            if let s = item[key] as? String { return s }
            if let n = item[key] as? NSNumber { return n.stringValue }
            return nil
        }
        var entry = LibraryEntry(file: file, line: line)
        entry.title = LibraryFields.folded(TeXDecoder.decode(string("title") ?? ""))
        entry.abstract = LibraryFields.folded(string("abstract") ?? "")
        entry.keywords = LibraryFields.keywords(string("keyword"))
        if let authors = item["author"] as? [[String: Any]] {
            entry.authors = authors.compactMap { author in
                if let literal = author["literal"] as? String { return LibraryFields.folded(literal) }
                let given = author["given"] as? String ?? ""
                guard let family = author["family"] as? String else { return nil }
                return LibraryFields.folded(given.isEmpty ? family : family + ", " + given)
            }
        }
        if let issued = item["issued"] as? [String: Any] {
            if let parts = (issued["date-parts"] as? [[Any]])?.first {
                let numbers = parts.compactMap { ($0 as? NSNumber)?.intValue ?? Int("\($0)") }
                entry.year = numbers.first
                entry.month = numbers.count > 1 && (1...12).contains(numbers[1]) ? numbers[1] : nil
            } else if let raw = issued["raw"] as? String {
                entry.year = LibraryFields.year(raw)
            }
        }
        entry.doi = LibraryFields.doi(string("DOI"))
        entry.url = LibraryFields.url(string("URL"))
        for key in ["number", "URL", "DOI", "id", "container-title", "archive_location", "note"] where entry.arxivID == nil {
            if let value = string(key), value.lowercased().contains("arxiv") { entry.arxivID = LibraryFields.arxivID(value) }
        }
        if entry.doi?.hasPrefix("10.48550/arxiv.") == true { entry.doi = nil }
        LibraryFields.completeDate(&entry)
        guard entry.hasText || entry.identity != nil else {
            return .failure(LibraryIssue(file: file, line: line, reason: "the item has no title, arXiv id or DOI"))
        }
        return .success(entry)
    }
}
