import Foundation

extension FeedEventParser {
    static func root(namespace: XMLNamespace, name: String, uri: String? = nil) throws -> Root {
        switch (namespace, name) {
        // Atom 1.0, Atom 0.3, and Atom in no namespace or any other, as feedparser reads them.
        case (_, "feed"): return .atom
        case (_, "rss"): return .rss
        case (.rdf, "RDF"): return .rdf
        default:
            if let what = nonFeedRoots[name.lowercased()] {
                throw FeedParseError(.notAFeed, "not a feed: the document is \(what)")
            }
            let place = uri.map { " in the namespace \($0)" } ?? ""
            throw FeedParseError(.notAFeed, "not a feed: the root element is <\(name)>\(place), expected <feed>, <rss> or <rdf:RDF>")
        }
    }

    /// Root elements of well-known documents that are not feeds, by lowercased local name.
    static let nonFeedRoots: [String: String] = [
        "html": "an HTML page", "channel": "a CDF document", "opml": "an OPML document",
        "urlset": "a sitemap", "sitemapindex": "a sitemap",
    ]

    func isCore(_ namespace: XMLNamespace, root: Root) -> Bool {
        switch root {
        case .atom: return namespace.isAtom || namespace == .none || (namespace == .other && reader.isInRootNamespace)
        case .rss: return namespace.isRSS2 || (namespace == .other && reader.isInRootNamespace)
        case .rdf: return namespace == .rss1 || namespace == .none
        }
    }

    static func flavour(_ type: String?, default fallback: RawEntry.Text.Flavour) -> RawEntry.Text.Flavour {
        guard let type = type?.lowercased() else { return fallback }
        switch type {
        case "html", "text/html": return .html
        case "xhtml", "application/xhtml+xml": return .xhtml
        case "text", "text/plain": return .text
        default: return fallback
        }
    }

    /// Starts collecting the text of the current element, unless it is empty.
    func begin(_ field: Field, flavour: RawEntry.Text.Flavour = .text, rank: Int = 0) {
        guard !reader.isEmptyElement else { return }
        capture = field
        captureDepth = reader.depth
        buffer = ""
        self.flavour = flavour
        captureRank = rank
        captureBase64 = false
    }

    /// Starts collecting an Atom text construct, whose `type` says how to read it.
    func beginText(_ field: Field, defaultFlavour: RawEntry.Text.Flavour) {
        if field == .summary || field == .content, entry?.contentBase == nil { entry?.contentBase = reader.baseURI }
        begin(field, flavour: Self.flavour(reader.attribute("type"), default: defaultFlavour))
    }

    func endElement(onEntry: (RawEntry) throws -> Void) throws {
        let depth = reader.depth
        if let field = capture {
            guard depth == captureDepth else { return }
            capture = nil
            store(field, captureBase64 ? Self.decodedBase64(buffer) : buffer)
            buffer = ""
            return
        }
        if mediaGroupDepth > 0, depth == mediaGroupDepth {
            mediaGroupDepth = 0
            return
        }
        if person != nil, depth == personDepth {
            if let finished = person, !finished.name.isEmpty || finished.email != nil {
                if entry == nil {
                    channel.authors.append(finished)
                } else if personIsFallback {
                    entry?.atomAuthors.append(finished)
                } else {
                    entry?.authors.append(finished)
                }
            }
            person = nil
            return
        }
        if var finished = entry, depth == entryDepth {
            if finished.authors.isEmpty { finished.feedAuthors = channel.authors }
            if finished.summary == nil { finished.summary = finished.dcDescription }
            entry = nil
            entriesSeen += 1
            try onEntry(finished)
        }
    }

    func finishEmptyEntry() throws {
        entry = nil
        entriesSeen += 1
    }

    private func store(_ field: Field, _ text: String) {
        switch field {
        case .channelTitle: channel.title = text
        case .channelLink: channel.link = Self.trimmed(text)
        case .channelDescription: channel.description = text
        case .channelDate: channel.date = text
        case .channelBuildDate: if channel.date == nil { channel.date = text }
        case .channelAuthor: channel.authors += RawEntry.Person.people(credit: text)
        case .totalResults: channel.totalResults = Int(Self.trimmed(text))
        case .startIndex: channel.startIndex = Int(Self.trimmed(text))
        case .itemsPerPage: channel.itemsPerPage = Int(Self.trimmed(text))
        case .id, .guid:
            if field == .id || entry?.id == nil { entry?.id = Self.trimmed(text) }
            if field == .id { entry?.idIsAtomID = true }
            if field == .guid, entry?.guidIsPermaLink == true {
                entry?.links.append(.init(href: Self.trimmed(text), rel: "guid"))
            }
        case .title: entry?.title = .init(value: text, flavour: flavour)
        case .summary: entry?.summary = .init(value: text, flavour: flavour)
        case .content: setContent(.init(value: text, flavour: flavour), rank: captureRank)
        case .published: setDate(text, published: true, rank: captureRank)
        case .updated: setDate(text, published: false, rank: captureRank)
        case .rssLink: entry?.links.append(.init(href: Self.trimmed(text), rel: "alternate", isRSSLink: true))
        case .category: entry?.categories.append(text)
        case .creator: entry?.creators.append(text)
        case .rssAuthor: entry?.authors += RawEntry.Person.people(credit: text)
        case .dcAuthor: entry?.dcAuthors += RawEntry.Person.people(credit: text)
        case .dcDescription: if entry?.dcDescription == nil { entry?.dcDescription = .init(value: text, flavour: flavour) }
        case .comment: entry?.arxivComment = text
        case .journalRef: entry?.arxivJournalRef = text
        case .doi: entry?.arxivDOI = text
        case .announceType: entry?.arxivAnnounceType = Self.trimmed(text)
        case .personName: person?.name = text
        case .personURI: if person?.uri == nil { person?.uri = Self.trimmed(text) }
        case .personEmail: person?.email = Self.trimmed(text)
        case .affiliation: person?.affiliations.append(text)
        case .fallbackTitle: if entry?.fallbackTitle == nil { entry?.fallbackTitle = .init(value: text, flavour: flavour) }
        case .fallbackSummary: if entry?.fallbackSummary == nil { entry?.fallbackSummary = .init(value: text, flavour: flavour) }
        case .fallbackID: if entry?.fallbackID == nil { entry?.fallbackID = Self.trimmed(text) }
        case .fallbackAuthor: entry?.fallbackAuthors.append(text)
        }
    }

    /// The text without ASCII whitespace at either end (ids, URLs, numbers).
    static func trimmed(_ text: String) -> String {
        let bytes = text.utf8
        guard let first = bytes.first, let last = bytes.last, first <= 0x20 || last <= 0x20 else { return text }
        let start = bytes.firstIndex { $0 > 0x20 } ?? bytes.endIndex
        let end = bytes.lastIndex { $0 > 0x20 }.map { bytes.index(after: $0) } ?? start
        return start < end ? String(text[start..<end]) : ""
    }
}
