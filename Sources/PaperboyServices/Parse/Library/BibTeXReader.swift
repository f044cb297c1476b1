import PaperboyModels
import PaperboyText

/// Reads BibTeX and BibLaTeX as Zotero, Better BibTeX, JabRef and Google Scholar
/// export them: TeX in fields decoded, authors split at `and`, the arXiv id from
/// `eprint` (with `archivePrefix`/`eprinttype`), a `journal`/`note` like
/// `arXiv preprint arXiv:2401.01234`, an arxiv.org URL or arXiv's DOI.
public enum BibTeXReader {
    /// Reads the bytes of a `.bib` file named `file` (as the user wrote it, for messages).
    public static func read(_ bytes: [UInt8], file: String) -> LibraryReadResult {
        var scanner = BibTeXScanner(bytes)
        var result = LibraryReadResult()
        while let next = scanner.next() {
            guard let outcome = next else { continue }
            switch outcome {
            case .success(let record):
                switch entry(record, file: file) {
                case .success(let entry): result.entries.append(entry)
                case .failure(let issue): result.issues.append(issue)
                }
            case .failure(let failure):
                result.issues.append(LibraryIssue(file: file, line: failure.line, reason: failure.reason))
            }
        }
        return result
    }

    static func entry(_ record: BibTeXScanner.Record, file: String) -> Result<LibraryEntry, LibraryIssue> {
        let f = record.fields
        func text(_ name: String) -> String {
            f[name].map { LibraryFields.folded(TeXDecoder.decode($0, tieAsSpace: true)) } ?? ""
        }
        var entry = LibraryEntry(file: file, line: record.line)
        entry.title = text("title")
        entry.abstract = text("abstract")
        entry.keywords = LibraryFields.keywords(f["keywords"].map { TeXDecoder.decode($0, tieAsSpace: true) })
            + LibraryFields.keywords(f["keyword"].map { TeXDecoder.decode($0, tieAsSpace: true) })
        entry.authors = splitNames(f["author"] ?? f["editor"] ?? "").map { LibraryFields.folded(TeXDecoder.decode($0, tieAsSpace: true)) }
        entry.year = LibraryFields.year(f["year"]) ?? LibraryFields.year(f["date"])
        entry.month = LibraryFields.month(f["month"]) ?? dateMonth(f["date"])
        entry.doi = LibraryFields.doi(f["doi"])
        entry.url = LibraryFields.url(f["url"])
        let prefix = (f["archiveprefix"] ?? f["eprinttype"] ?? "").lowercased()
        if let eprint = f["eprint"], prefix.isEmpty || prefix.contains("arxiv") {
            entry.arxivID = LibraryFields.arxivID(eprint)
        }
        for name in ["journal", "journaltitle", "note", "howpublished", "url", "doi", "volume", "number"] where entry.arxivID == nil {
            if let value = f[name], value.lowercased().contains("arxiv") { entry.arxivID = LibraryFields.arxivID(value) }
        }
        if entry.doi?.hasPrefix("10.48550/arxiv.") == true { entry.doi = nil }
        LibraryFields.completeDate(&entry)
        guard entry.hasText || entry.identity != nil else {
            let key = record.key.isEmpty ? "" : " \"\(record.key)\""
            return .failure(LibraryIssue(file: file, line: record.line, reason: "the entry\(key) has no title, arXiv id or DOI"))
        }
        return .success(entry)
    }

    /// Splits an author list at ` and ` outside braces (`{Barnes and Noble}` is one name).
    static func splitNames(_ text: String) -> [String] {
        var names: [String] = []
        var depth = 0
        var current = ""
        var word = ""
        func flushWord() {
            if word.lowercased() == "and", depth == 0 {
                names.append(current)
                current = ""
            } else {
                current += current.isEmpty ? word : " " + word
            }
            word = ""
        }
        for c in text {
            if c == "{" { depth += 1 } else if c == "}" { depth -= 1 }
            if c.isWhitespace && depth == 0 {
                if !word.isEmpty { flushWord() }
            } else {
                word.append(c)
            }
        }
        if !word.isEmpty { flushWord() }
        names.append(current)
        return names.map(LibraryFields.folded).filter { !$0.isEmpty && $0.lowercased() != "others" }
    }

    private static func dateMonth(_ date: String?) -> Int? {
        guard let date else { return nil }
        let parts = date.split(separator: "-")
        return parts.count >= 2 ? LibraryFields.month(String(parts[1])) : nil
    }
}
