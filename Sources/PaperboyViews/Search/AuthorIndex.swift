import PaperboyModels
import PaperboyText

/// The A–Z author index: each author once (names read as ``PersonName``s: `Øster, Ida`
/// and `Ida Oster` are one author, under O), filed by the first letter of the family name
/// (particles aside: `van der Plas` under P), with their items newest first, each
/// linked to its anchor on its day page. Names whose family name does not start with
/// a Latin letter are under "Other".
///
/// Page size is bounded: at most ``authorsPerPage`` authors a page (a letter with more
/// continues on `2.html`, `3.html`…) and ``itemsPerAuthor`` items an author (then a count
/// of the older ones), so no page passes a few hundred kilobytes whatever the archive.
enum AuthorIndex {
    static let authorsPerPage = 200
    static let itemsPerAuthor = 10
    static let indexPath = "authors/index.html"
    static let otherLetter = "other"

    /// An author as the index files them: items are indices into the documents, newest first.
    struct Listed {
        var name: String
        var family: String
        var key: String
        var items: [Int]
        var total: Int
    }

    /// One page; its author views are made when read (a year of titles is not copied at once).
    struct Page {
        let path: String
        let letter: String
        let letters: [AuthorLinkView]
        let parts: [AuthorLinkView]
        let listed: [Listed]
        let documents: [SearchDocument]

        var authors: [AuthorView] {
            listed.map { author in
                AuthorView(name: author.name, items: author.items.map { d in
                    AuthorItemView(title: documents[d].title, path: documents[d].page, date: documents[d].day.isoText)
                }, more: author.total - author.items.count, hasMore: author.total > author.items.count)
            }
        }
    }

    /// The index page and every letter's pages, for `documents` (newest first).
    static func pages(documents: [SearchDocument], otherLabel: String = "Other") -> [Page] {
        var authors: [Listed] = []
        var byKey: [String: Int] = [:]
        var folded: [String: (family: String, key: String)] = [:]
        for (d, document) in documents.enumerated() {
            for name in document.authors {
                let fold = folded[name] ?? {
                    let value = familyAndKey(name)
                    folded[name] = value
                    return value
                }()
                guard !fold.key.isEmpty else { continue }
                if let a = byKey[fold.key] {
                    if authors[a].items.last == d { continue }
                    authors[a].total += 1
                    if authors[a].items.count < itemsPerAuthor { authors[a].items.append(d) }
                } else {
                    byKey[fold.key] = authors.count
                    authors.append(Listed(name: name, family: fold.family, key: fold.key, items: [d], total: 1))
                }
            }
        }
        var letters: [String: [Listed]] = [:]
        for author in authors {
            let first = author.family.unicodeScalars.first.map { ("a"..."z").contains(String($0)) ? String($0) : otherLetter } ?? otherLetter
            letters[first, default: []].append(author)
        }
        let order = letters.keys.sorted { ($0 == otherLetter ? "~" : $0) < ($1 == otherLetter ? "~" : $1) }
        let letterLinks = order.map { letter in
            AuthorLinkView(label: label(letter, other: otherLabel), path: "authors/\(letter)/index.html", count: letters[letter]!.count, current: false)
        }
        var pages = [Page(path: indexPath, letter: "", letters: letterLinks, parts: [], listed: [], documents: documents)]
        for letter in order {
            let sorted = letters[letter]!.sorted { ($0.family, $0.key, $0.name) < ($1.family, $1.key, $1.name) }
            let chunks = stride(from: 0, to: sorted.count, by: authorsPerPage).map { Array(sorted[$0..<min($0 + authorsPerPage, sorted.count)]) }
            let paths = chunks.indices.map { "authors/\(letter)/" + ($0 == 0 ? "index.html" : "\($0 + 1).html") }
            for (c, chunk) in chunks.enumerated() {
                let parts = chunks.count < 2 ? [] : chunks.indices.map {
                    AuthorLinkView(label: String($0 + 1), path: paths[$0], count: chunks[$0].count, current: $0 == c)
                }
                pages.append(Page(path: paths[c], letter: label(letter, other: otherLabel),
                                  letters: letterLinks.map { AuthorLinkView(label: $0.label, path: $0.path, count: $0.count, current: $0.label == label(letter, other: otherLabel)) },
                                  parts: parts, listed: chunk, documents: documents))
            }
        }
        return pages
    }

    /// `A` for `a`, `Other` for the rest.
    static func label(_ letter: String, other: String) -> String { letter == otherLetter ? other : letter.uppercased() }

    /// The folded family name and ``PersonName/key`` (the author's identity).
    static func familyAndKey(_ name: String) -> (family: String, key: String) {
        let person = PersonName(name)
        return person.family.isEmpty ? ("", "") : (person.family, person.key)
    }
}
