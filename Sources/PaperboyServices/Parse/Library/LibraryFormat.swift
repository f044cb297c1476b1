/// The library file formats Paperboy reads.
public enum LibraryFormat: String, CaseIterable, Sendable {
    case bibtex, cslJSON = "csl-json", ris, idList = "id-list"

    /// The format a file name says (`.bib`, `.json`, `.ris`, `.txt`), nil for other names.
    public init?(fileName: String) {
        let lower = fileName.lowercased()
        guard let dot = lower.lastIndex(of: ".") else { return nil }
        switch lower[lower.index(after: dot)...] {
        case "bib", "bibtex", "biblatex": self = .bibtex
        case "json", "csl", "csljson": self = .cslJSON
        case "ris": self = .ris
        case "txt", "ids", "list": self = .idList
        default: return nil
        }
    }

    /// The format the first bytes look like: `@` BibTeX, `[`/`{` CSL-JSON, `TY  -` RIS, else an id list.
    public init(sniffing bytes: [UInt8]) {
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: true).lazy
            .map { $0.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF } }
            .filter { !$0.isEmpty && $0.first != UInt8(ascii: "#") && $0.first != UInt8(ascii: "%") }
            .makeIterator()
        guard let first = lines.next() else {
            self = .idList
            return
        }
        switch first.first {
        case UInt8(ascii: "@"): self = .bibtex
        case UInt8(ascii: "["), UInt8(ascii: "{"): self = .cslJSON
        default: self = first.starts(with: Array("TY  -".utf8)) ? .ris : .idList
        }
    }

    /// Reads a file of this format.
    public func read(_ bytes: [UInt8], file: String) -> LibraryReadResult {
        switch self {
        case .bibtex: BibTeXReader.read(bytes, file: file)
        case .cslJSON: CSLJSONReader.read(bytes, file: file)
        case .ris: RISReader.read(bytes, file: file)
        case .idList: IDListReader.read(bytes, file: file)
        }
    }
}
