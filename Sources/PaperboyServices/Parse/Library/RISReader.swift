import PaperboyModels
import PaperboyText

/// Reads RIS (`TY  - JOUR` … `ER  - `), as Zotero, Mendeley, EndNote and publishers
/// export it. A line that is not a tag continues the field before it.
public enum RISReader {
    /// Reads the text of a RIS file named `file`.
    public static func read(_ bytes: [UInt8], file: String) -> LibraryReadResult {
        var result = LibraryReadResult()
        var fields: [(tag: String, value: String)] = []
        var recordLine: Int?
        let text = String(decoding: bytes, as: UTF8.self)
        var number = 0
        func close(at line: Int, complete: Bool) {
            guard let start = recordLine else { return }
            if !complete {
                result.issues.append(LibraryIssue(file: file, line: start, reason: "the record is not closed with ER before line \(line)"))
            } else {
                switch entry(fields, file: file, line: start) {
                case .success(let entry): result.entries.append(entry)
                case .failure(let issue): result.issues.append(issue)
                }
            }
            fields = []
            recordLine = nil
        }
        for raw in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            number += 1
            let line = raw.hasSuffix("\r") ? raw.dropLast() : raw[...]
            if let (tag, value) = tagLine(line) {
                if tag == "TY" {
                    close(at: number, complete: false)
                    recordLine = number
                } else if tag == "ER" {
                    if recordLine == nil {
                        result.issues.append(LibraryIssue(file: file, line: number, reason: "ER without a record (no TY before it)"))
                    }
                    close(at: number, complete: true)
                } else if recordLine != nil {
                    fields.append((tag, value))
                } else {
                    result.issues.append(LibraryIssue(file: file, line: number, reason: "the tag \(tag) is outside a record (no TY before it)"))
                }
            } else if recordLine != nil, !line.allSatisfy(\.isWhitespace), !fields.isEmpty {
                fields[fields.count - 1].value = LibraryFields.folded(fields[fields.count - 1].value + " " + line)
            }
        }
        close(at: number, complete: false)
        return result
    }

    /// `AU  - Name` → (`AU`, `Name`); nil for a line that is not a tag.
    static func tagLine(_ line: Substring) -> (String, String)? {
        let chars = Array(line.utf8.prefix(6))
        guard chars.count >= 5, chars[0].isRISTagByte, chars[1].isRISTagByte, chars[2] == 0x20, chars[3] == 0x20,
              chars[4] == UInt8(ascii: "-") else { return nil }
        let tag = String(decoding: chars[0..<2], as: UTF8.self)
        let value = line.utf8.count > 6 ? String(line.dropFirst(6)) : ""
        return (tag, LibraryFields.folded(value))
    }

    static func entry(_ fields: [(tag: String, value: String)], file: String, line: Int) -> Result<LibraryEntry, LibraryIssue> {
        func first(_ tags: String...) -> String? {
            for tag in tags { if let hit = fields.first(where: { $0.tag == tag && !$0.value.isEmpty }) { return hit.value } }
            return nil
        }
        var entry = LibraryEntry(file: file, line: line)
        entry.title = TeXDecoder.decode(first("TI", "T1", "CT") ?? "")
        entry.abstract = first("AB", "N2") ?? ""
        entry.keywords = fields.filter { $0.tag == "KW" }.flatMap { LibraryFields.keywords($0.value) }
        entry.authors = fields.filter { ["AU", "A1", "A2"].contains($0.tag) && !$0.value.isEmpty }.map(\.value)
        let date = first("PY", "Y1", "DA")
        entry.year = LibraryFields.year(date)
        if let date = first("DA", "Y1", "PY") {
            let parts = date.split(separator: "/")
            entry.month = parts.count >= 2 ? LibraryFields.month(String(parts[1])) : nil
        }
        entry.doi = LibraryFields.doi(first("DO"))
        entry.url = LibraryFields.url(first("UR", "L1"))
        for (_, value) in fields where entry.arxivID == nil && value.lowercased().contains("arxiv") {
            entry.arxivID = LibraryFields.arxivID(value)
        }
        if entry.doi?.hasPrefix("10.48550/arxiv.") == true { entry.doi = nil }
        LibraryFields.completeDate(&entry)
        guard entry.hasText || entry.identity != nil else {
            return .failure(LibraryIssue(file: file, line: line, reason: "the record has no title (TI), arXiv id or DOI"))
        }
        return .success(entry)
    }
}

extension UInt8 {
    fileprivate var isRISTagByte: Bool { (self >= 0x41 && self <= 0x5A) || (self >= 0x30 && self <= 0x39) }
}
