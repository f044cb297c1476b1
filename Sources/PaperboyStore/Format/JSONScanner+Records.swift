import Foundation
import PaperboyModels

/// A day file's papers, repositories and source records.
extension JSONScanner {
    /// An array of strings.
    mutating func readStrings() throws -> [String] {
        var list: [String] = []
        try readArray { list.append(try $0.readString()) }
        return list
    }

    mutating func readPaper() throws -> Paper {
        var id: ArxivID?, version: Int?, primary: String?, codes: [String] = [], comment: String?, journal: String?, doi: String?
        var type: AnnounceType?, abs: String?, pdf: String?, html: String?
        try readObject { s, key in
            switch key {
            case "arxivID":
                let text = try s.readString()
                guard let value = ArxivID(text) else { throw s.failure("not an arXiv id: \(text)") }
                id = value
            case "version": version = s.readNull() ? nil : try s.readInt()
            case "primaryCategory": primary = try s.readOptionalString()
            case "otherCodes": codes = try s.readStrings()
            case "comment": comment = try s.readOptionalString()
            case "journalRef": journal = try s.readOptionalString()
            case "doi": doi = try s.readOptionalString()
            case "announceType": type = s.readNull() ? nil : try s.readEnum(AnnounceType.self)
            case "absURL": abs = try s.readString()
            case "pdfURL": pdf = try s.readString()
            case "htmlURL": html = try s.readString()
            default: try s.skipValue()
            }
        }
        return Paper(arxivID: try required(id, "arxivID"), version: version, primaryCategory: primary, otherCodes: codes,
                     comment: comment, journalRef: journal, doi: doi, announceType: type,
                     absURL: try required(abs, "absURL"), pdfURL: try required(pdf, "pdfURL"), htmlURL: try required(html, "htmlURL"))
    }

    mutating func readRepository() throws -> Repository {
        var name: String?, owner: String?, url: String?, text: String?, stars: Int?, forks: Int?, language: String?
        var topics: [String] = [], license: String?, created: Date?, pushed: Date?, fork: Bool?, archived: Bool?, home: String?
        try readObject { s, key in
            switch key {
            case "fullName": name = try s.readString()
            case "owner": owner = try s.readString()
            case "url": url = try s.readOptionalString()
            case "description": text = try s.readOptionalString()
            case "stars": stars = try s.readInt()
            case "forks": forks = try s.readInt()
            case "language": language = try s.readOptionalString()
            case "topics": topics = try s.readStrings()
            case "license": license = try s.readOptionalString()
            case "created": created = try s.readOptionalDate()
            case "pushed": pushed = try s.readOptionalDate()
            case "isFork": fork = try s.readBool()
            case "isArchived": archived = try s.readBool()
            case "homepage": home = try s.readOptionalString()
            default: try s.skipValue()
            }
        }
        return Repository(fullName: try required(name, "fullName"), owner: try required(owner, "owner"), url: url, description: text,
                          stars: try required(stars, "stars"), forks: try required(forks, "forks"), language: language, topics: topics,
                          license: license, created: created, pushed: pushed, isFork: try required(fork, "isFork"),
                          isArchived: try required(archived, "isArchived"), homepage: home)
    }

    /// A source record; every field but the name, format and count may be absent (records written before they existed).
    mutating func readSource() throws -> DigestSource {
        var name: String?, format: String?, title: String?, link: String?, count: Int?, warnings: [String] = []
        var announcement: Announcement?, failure: String?, cachedAt: Date?
        try readObject { s, key in
            switch key {
            case "name": name = try s.readString()
            case "format": format = try s.readString()
            case "title": title = try s.readOptionalString()
            case "link": link = try s.readOptionalString()
            case "itemCount": count = try s.readInt()
            case "warnings": warnings = try s.readStrings()
            case "announcement": announcement = s.readNull() ? nil : try s.readEnum(Announcement.self)
            case "failure": failure = try s.readOptionalString()
            case "cachedAt": cachedAt = try s.readOptionalDate()
            default: try s.skipValue()
            }
        }
        return DigestSource(name: try required(name, "name"), format: try required(format, "format"), title: title, link: link,
                            itemCount: try required(count, "itemCount"), warnings: warnings, announcement: announcement,
                            failure: failure, cachedAt: cachedAt)
    }
}
