import Foundation

extension FeedEventParser {
    static func root(namespace: XMLNamespace, name: String) throws -> Root {
        switch (namespace, name) {
        case (.atom, "feed"), (.atom03, "feed"): return .atom
        case (_, "rss"): return .rss
        case (.rdf, "RDF"): return .rdf
        default:
            throw FeedParseError(.notAFeed, "not a feed: the root element is <\(name)>, expected <feed>, <rss> or <rdf:RDF>")
        }
    }

    func isCore(_ namespace: XMLNamespace, root: Root) -> Bool {
        switch root {
        case .atom: return namespace.isAtom
        case .rss: return namespace.isRSS2
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
    func begin(_ field: Field, flavour: RawEntry.Text.Flavour = .text) {
        guard !reader.isEmptyElement else { return }
        capture = field
        captureDepth = reader.depth
        buffer = ""
        self.flavour = flavour
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
            store(field, buffer)
            buffer = ""
            return
        }
        if person != nil, depth == personDepth {
            if let finished = person, !finished.name.isEmpty || finished.email != nil { entry?.authors.append(finished) }
            person = nil
            return
        }
        if let finished = entry, depth == entryDepth {
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
        case .channelLink: channel.link = text.trimmingCharacters(in: .whitespacesAndNewlines)
        case .channelDescription: channel.description = text
        case .channelDate: channel.date = text
        case .channelBuildDate: if channel.date == nil { channel.date = text }
        case .totalResults: channel.totalResults = Int(text.trimmingCharacters(in: .whitespacesAndNewlines))
        case .startIndex: channel.startIndex = Int(text.trimmingCharacters(in: .whitespacesAndNewlines))
        case .itemsPerPage: channel.itemsPerPage = Int(text.trimmingCharacters(in: .whitespacesAndNewlines))
        case .id, .guid:
            if field == .id || entry?.id == nil { entry?.id = text.trimmingCharacters(in: .whitespacesAndNewlines) }
            if field == .guid, entry?.guidIsPermaLink == true {
                entry?.links.append(.init(href: text.trimmingCharacters(in: .whitespacesAndNewlines), rel: "guid"))
            }
        case .title: entry?.title = .init(value: text, flavour: flavour)
        case .summary: entry?.summary = .init(value: text, flavour: flavour)
        case .content: entry?.content = .init(value: text, flavour: flavour)
        case .published: if entry?.published == nil { entry?.published = text }
        case .updated: entry?.updated = text
        case .rssLink: entry?.links.append(.init(href: text.trimmingCharacters(in: .whitespacesAndNewlines), rel: "alternate"))
        case .category: entry?.categories.append(text)
        case .creator: entry?.creators.append(text)
        case .rssAuthor: entry?.authors.append(Self.rssAuthor(text))
        case .comment: entry?.arxivComment = text
        case .journalRef: entry?.arxivJournalRef = text
        case .doi: entry?.arxivDOI = text
        case .announceType: entry?.arxivAnnounceType = text.trimmingCharacters(in: .whitespacesAndNewlines)
        case .personName: person?.name = text
        case .personURI: person?.uri = text.trimmingCharacters(in: .whitespacesAndNewlines)
        case .personEmail: person?.email = text.trimmingCharacters(in: .whitespacesAndNewlines)
        case .affiliation: person?.affiliations.append(text)
        }
    }

    /// RSS `<author>` is an e-mail address, often with the name in parentheses.
    static func rssAuthor(_ text: String) -> RawEntry.Person {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") {
            let email = trimmed[..<open].trimmingCharacters(in: .whitespaces)
            let name = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
            return .init(name: String(name), email: email.isEmpty ? nil : email)
        }
        if trimmed.contains("@"), !trimmed.contains(" ") { return .init(name: "", email: trimmed) }
        return .init(name: trimmed)
    }
}
