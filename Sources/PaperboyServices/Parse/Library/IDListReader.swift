import PaperboyModels

/// Reads a plain list of papers: one arXiv id (`2401.01234`, `arXiv:hep-th/9901001`,
/// an arxiv.org link) or DOI (`10.1000/x`, `doi:…`, a doi.org link) a line; `#`
/// starts a comment; blank lines are skipped.
public enum IDListReader {
    /// Reads the text of an id list named `file`.
    public static func read(_ bytes: [UInt8], file: String) -> LibraryReadResult {
        var result = LibraryReadResult()
        let text = String(decoding: bytes, as: UTF8.self)
        var number = 0
        for raw in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            number += 1
            let content = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let value = LibraryFields.folded(String(content))
            guard !value.isEmpty else { continue }
            var entry = LibraryEntry(file: file, line: number)
            if let doi = LibraryFields.doi(value), !doi.hasPrefix("10.48550/arxiv.") {
                entry.doi = doi
            } else if let id = LibraryFields.arxivID(value) {
                entry.arxivID = id
            } else {
                result.issues.append(LibraryIssue(file: file, line: number, reason: "\"\(value)\" is neither an arXiv id nor a DOI"))
                continue
            }
            LibraryFields.completeDate(&entry)
            result.entries.append(entry)
        }
        return result
    }
}
