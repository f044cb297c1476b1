import Foundation

extension FeedEventParser {
    /// Elements of an entry outside its format's core: Dublin Core, DC Terms,
    /// iTunes, Media RSS, XHTML and Atom elements inside an RSS item, and the
    /// old `body`/`fullitem` content. Most are fallbacks, used only where the
    /// core element is missing. `media:thumbnail` is ignored: it is a picture
    /// of the entry, not the entry. Returns false when the reader already moved past the element.
    func startExtensionField(namespace: XMLNamespace, name: String, core: Bool) throws -> Bool {
        switch (namespace, name) {
        case (.dc, "title"), (.itunes, "title"): begin(.fallbackTitle)
        case (.dc, "identifier"): begin(.fallbackID)
        case (.dc, "description"): begin(.dcDescription, flavour: .html)
        case (.dc, "author"): begin(.dcAuthor)
        case (.itunes, "author"): begin(.fallbackAuthor)
        case (.itunes, "summary"): begin(.fallbackSummary)
        case (.dcterms, "issued"): begin(.published, rank: DateRank.dctermsIssued)
        case (.dcterms, "created"): begin(.published, rank: DateRank.dctermsCreated)
        case (.dcterms, "modified"): begin(.updated, rank: DateRank.dctermsModified)
        case (let space, "published") where space.isAtom: begin(.published, rank: DateRank.atomPublished)
        case (let space, "updated") where space.isAtom: begin(.updated, rank: DateRank.atomUpdated)
        case (let space, "link") where space.isAtom: appendAtomLink()
        case (let space, "author") where space.isAtom:
            if !reader.isEmptyElement {
                person = RawEntry.Person()
                personDepth = reader.depth
                personIsFallback = true
            }
        case (.xhtml, "body"): return try startXHTMLContent(rank: ContentRank.xhtmlBody)
        case (_, "body") where core: return try startXHTMLContent(rank: ContentRank.body)
        case (_, "fullitem") where core: begin(.content, flavour: .html, rank: ContentRank.fullitem)
        case (.media, "title"): begin(.fallbackTitle, flavour: Self.flavour(reader.attribute("type"), default: .text))
        case (.media, "description"): begin(.fallbackSummary, flavour: Self.flavour(reader.attribute("type"), default: .text))
        case (.media, "content"):
            if let url = reader.attribute("url") {
                entry?.mediaContents.append(.init(href: url, type: reader.attribute("type"), length: reader.attribute("fileSize")))
            }
        case (.media, "group"):
            if !reader.isEmptyElement, mediaGroupDepth == 0 { mediaGroupDepth = reader.depth }
        default: break
        }
        return true
    }

    /// An Atom `<link>`, in an Atom entry or an RSS item.
    func appendAtomLink() {
        guard let href = reader.attribute("href").map(linkResolvedAgainstOwnBase) else { return }
        entry?.links.append(.init(href: href, rel: reader.attribute("rel"), type: reader.attribute("type"),
                                  title: reader.attribute("title"), length: reader.attribute("length")))
    }

    /// An Atom text construct (`title`, `summary`, `content`): XHTML is
    /// serialised from its elements, anything else collected as text. Atom
    /// 0.3's `mode="xml"` on an HTML type means inline XHTML, `mode="escaped"`
    /// escaped HTML, `mode="base64"` base64, as is Atom 1.0 text whose type is
    /// neither text nor XML. Returns true: the run loop reads on from where this left the reader.
    func startTextConstruct(_ field: Field) throws -> Bool {
        let type = reader.attribute("type"), mode = reader.attribute("mode")
        var flavour = Self.flavour(type, default: .text)
        if flavour == .html, mode == "xml" { flavour = .xhtml }
        guard flavour == .xhtml else {
            if field == .title, type == nil, root != .atom { entry?.titleIsUntyped = true }
            if field != .title, entry?.contentBase == nil { entry?.contentBase = reader.baseURI }
            begin(field, flavour: flavour)
            captureBase64 = Self.isBase64(type: type, mode: mode)
            return true
        }
        if field != .title, entry?.contentBase == nil || field == .content { entry?.contentBase = reader.baseURI }
        let text = RawEntry.Text(value: try XHTMLWriter.serializeChildren(of: reader), flavour: .xhtml)
        switch field {
        case .title: entry?.title = text
        case .summary: entry?.summary = text
        default: setContent(text, rank: ContentRank.core)
        }
        return true
    }

    /// RSS content given as inline XHTML (`xhtml:body`, `body`).
    func startXHTMLContent(rank: Int) throws -> Bool {
        if entry?.contentBase == nil { entry?.contentBase = reader.baseURI }
        setContent(.init(value: try XHTMLWriter.serializeChildren(of: reader), flavour: .xhtml), rank: rank)
        return true
    }

    /// An Atom link's `href`, resolved against the link's own `xml:base` when it has one.
    /// Absolute http(s) links (arXiv's, most feeds') skip the base lookup, which costs a walk up the tree.
    func linkResolvedAgainstOwnBase(_ href: String) -> String {
        if href.utf8.starts(with: "https://".utf8) || href.utf8.starts(with: "http://".utf8) { return href }
        guard let base = reader.baseURI, base != entry?.base, let baseURL = URL(string: base),
              let resolved = URL(string: href, relativeTo: baseURL)
        else { return href }
        return resolved.absoluteString
    }
}
