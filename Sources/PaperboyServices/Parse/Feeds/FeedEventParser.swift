import Foundation

/// Walks a feed document once, in document order, and hands each completed
/// entry to a callback; the channel's own fields are collected on the way.
///
/// One parser serves Atom 1.0 (and 0.3), RSS 2.0 and RSS 1.0/RDF: the root
/// element decides which namespace the core elements live in, and the arXiv,
/// Dublin Core, content and OpenSearch extensions are read wherever they occur.
final class FeedEventParser {
    enum Root: Equatable, Sendable { case atom, rss, rdf }

    let reader: XMLStreamReader
    private(set) var root: Root?
    var channel = RawChannel()
    var entriesSeen = 0

    private var channelDepth = 0
    var entry: RawEntry?
    var entryDepth = 0
    var person: RawEntry.Person?
    var personDepth = 0
    /// True for an Atom `author` inside an RSS item: a fallback, not the item's own credit.
    var personIsFallback = false
    var capture: Field?
    var captureDepth = 0
    var buffer = ""
    var flavour = RawEntry.Text.Flavour.text
    /// The precedence of the element being captured, for dates and content (see ``DateRank``).
    var captureRank = 0
    /// True when the element being captured holds base64.
    var captureBase64 = false
    /// The depth of an open `media:group`, whose children count as the entry's own; 0 when none.
    var mediaGroupDepth = 0

    /// A text-bearing element being read.
    enum Field {
        case channelTitle, channelLink, channelDescription, channelDate, channelBuildDate, channelAuthor
        case totalResults, startIndex, itemsPerPage
        case id, guid, title, summary, content, published, updated, rssLink
        case category, creator, rssAuthor, dcAuthor, dcDescription
        case comment, journalRef, doi, announceType
        case personName, personURI, personEmail, affiliation
        case fallbackTitle, fallbackSummary, fallbackID, fallbackAuthor
    }

    /// True while an entry or item is open: a fault now falls inside it.
    var isInsideEntry: Bool { entry != nil }
    /// True between the root element's start and end tags.
    private(set) var isInsideRoot = false

    init(reader: XMLStreamReader) {
        self.reader = reader
    }

    /// Reads the whole document, calling `onEntry` for every entry as it closes.
    func run(onEntry: (RawEntry) throws -> Void) throws {
        var advance = true
        while true {
            if advance {
                guard try reader.read() else { break }
            }
            advance = true
            switch reader.nodeType {
            case .element:
                advance = try startElement()
            case .text, .cdata, .significantWhitespace, .whitespace:
                if capture != nil { buffer += reader.value }
            case .endElement:
                if reader.depth == 0 { isInsideRoot = false }
                try endElement(onEntry: onEntry)
            default:
                break
            }
        }
    }

    /// Handles an element's start; returns false when the reader already moved past it.
    private func startElement() throws -> Bool {
        let depth = reader.depth
        let namespace = reader.namespace
        let name = reader.localName
        guard let root else {
            self.root = try Self.root(namespace: namespace, name: name, uri: reader.namespaceURI)
            channel.base = reader.baseURI
            isInsideRoot = !reader.isEmptyElement
            channelDepth = self.root == .rss ? 1 : 0
            return true
        }
        if capture != nil { return true }
        let core = isCore(namespace, root: root)
        if person != nil, depth == personDepth + 1 {
            let core = core || namespace.isAtom
            switch (namespace, name) {
            case (_, "name") where core: begin(.personName)
            case (_, "uri") where core, (_, "url") where core: begin(.personURI)
            case (_, "email") where core: begin(.personEmail)
            case (.arxiv, "affiliation"): begin(.affiliation)
            default: break
            }
            return true
        }
        if entry == nil {
            if core, (root == .rss || root == .rdf) && depth == 1 && name == "channel" {
                channelDepth = 1
                return true
            }
            if core, name == (root == .atom ? "entry" : "item"), depth == channelDepth + 1 || (root != .atom && depth == 1) {
                entry = RawEntry(base: reader.baseURI)
                entryDepth = depth
                mediaGroupDepth = 0
                if root == .rdf, let about = reader.attribute("rdf:about") { entry?.id = about }
                if reader.isEmptyElement { try finishEmptyEntry() }
                return true
            }
            if root == .rdf, depth == 1 {
                // RDF's <image> and <textinput> stand beside the channel: their titles and links are not its.
                _ = try reader.skipSubtree()
                return false
            }
            if depth == channelDepth + 1 { startChannelField(namespace: namespace, name: name, core: core) }
            return true
        }
        let inMediaGroup = mediaGroupDepth > 0 && depth == mediaGroupDepth + 1 && namespace == .media
        guard depth == entryDepth + 1 || inMediaGroup else { return true }
        return try startEntryField(namespace: namespace, name: name, core: core, root: root)
    }

    private func startChannelField(namespace: XMLNamespace, name: String, core: Bool) {
        switch (namespace, name) {
        case (_, "title") where core: begin(.channelTitle)
        case (_, "link") where core:
            if root == .atom {
                let rel = reader.attribute("rel") ?? "alternate"
                if rel == "alternate", channel.link == nil { channel.link = reader.attribute("href") }
            } else {
                begin(.channelLink)
            }
        case (_, "description") where core, (_, "subtitle") where core, (_, "tagline") where core:
            begin(.channelDescription)
        case (_, "updated") where core, (_, "pubDate") where core, (_, "modified") where core: begin(.channelDate)
        case (.dc, "date"): begin(.channelDate)
        case (_, "lastBuildDate") where core: begin(.channelBuildDate)
        case (_, "author") where core && root == .atom:
            // Atom: the feed's authors are every entry's that names none (RFC 4287, 4.2.1).
            if !reader.isEmptyElement {
                person = RawEntry.Person()
                personDepth = reader.depth
            }
        case (.itunes, "author"), (.dc, "creator"), (.dc, "author"): begin(.channelAuthor)
        case (.opensearch, "totalResults"): begin(.totalResults)
        case (.opensearch, "startIndex"): begin(.startIndex)
        case (.opensearch, "itemsPerPage"): begin(.itemsPerPage)
        default: break
        }
    }

    private func startEntryField(namespace: XMLNamespace, name: String, core: Bool, root: Root) throws -> Bool {
        switch (namespace, name) {
        case (_, "id") where core: begin(.id)
        case (_, "guid") where core:
            entry?.guidIsPermaLink = (reader.attribute("isPermaLink") ?? "true").lowercased() == "true"
            begin(.guid)
        case (_, "title") where core: return try startTextConstruct(.title)
        case (_, "summary") where core: return try startTextConstruct(.summary)
        case (_, "description") where core: beginText(.summary, defaultFlavour: .html)
        case (_, "content") where core:
            if let src = reader.attribute("src") {
                entry?.links.append(.init(href: src, rel: "enclosure", type: reader.attribute("type")))
                return true
            }
            return try startTextConstruct(.content)
        case (.content, "encoded"): entry?.contentBase = reader.baseURI; begin(.content, flavour: .html, rank: ContentRank.core)
        case (_, "pubDate") where core: begin(.published, rank: DateRank.pubDate)
        case (.dc, "date"): begin(.published, rank: DateRank.dcDate)
        case (_, "published") where core: begin(.published, rank: DateRank.atomPublished)
        case (_, "issued") where core: begin(.published, rank: DateRank.issued)
        case (_, "created") where core: begin(.published, rank: DateRank.created)
        case (_, "updated") where core: begin(.updated, rank: DateRank.atomUpdated)
        case (_, "modified") where core: begin(.updated, rank: DateRank.modified)
        case (_, "link") where core:
            if root == .atom { appendAtomLink() } else { begin(.rssLink) }
        case (_, "enclosure") where core:
            if let url = reader.attribute("url") {
                entry?.enclosures.append(.init(href: url, type: reader.attribute("type"), length: reader.attribute("length")))
            }
        case (_, "category") where core:
            if let term = reader.attribute("term") { entry?.categories.append(term) } else { begin(.category) }
        case (.dc, "subject"): begin(.category)
        case (_, "author") where core && root == .atom, (_, "contributor") where core && root == .atom:
            if !reader.isEmptyElement {
                person = RawEntry.Person()
                personDepth = reader.depth
                personIsFallback = false
            }
        case (_, "author") where core: begin(.rssAuthor)
        case (.dc, "creator"): begin(.creator)
        case (_, "source") where core && root == .atom:
            // An Atom <source> carries another feed's id and title: none of it is this entry's.
            _ = try reader.skipSubtree()
            return false
        case (.arxiv, "comment"): begin(.comment)
        case (.arxiv, "primary_category"): entry?.arxivPrimaryCategory = reader.attribute("term")
        case (.arxiv, "journal_ref"), (.arxiv, "journal_reference"): begin(.journalRef)
        case (.arxiv, "doi"), (.arxiv, "DOI"): begin(.doi)
        case (.arxiv, "announce_type"): begin(.announceType)
        default: return try startExtensionField(namespace: namespace, name: name, core: core)
        }
        return true
    }
}
