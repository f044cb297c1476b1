import Foundation

extension FeedEventParser {
    /// Dublin Core, iTunes and Media RSS elements of an entry: kept apart as
    /// fallbacks, used only where the core element is missing. `media:thumbnail`
    /// is ignored: it is a picture of the entry, not the entry.
    func startExtensionField(namespace: XMLNamespace, name: String) {
        switch (namespace, name) {
        case (.dc, "title"), (.itunes, "title"): begin(.fallbackTitle)
        case (.dc, "identifier"): begin(.fallbackID)
        case (.itunes, "author"): begin(.fallbackAuthor)
        case (.itunes, "summary"): begin(.fallbackSummary)
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
    }

    /// An Atom text construct (`title`, `summary`, `content`): XHTML is
    /// serialised from its elements, anything else collected as text. Atom
    /// 0.3's `mode="xml"` on an HTML type means inline XHTML, `mode="escaped"`
    /// escaped HTML. Returns true: the run loop reads on from where this left the reader.
    func startTextConstruct(_ field: Field) throws -> Bool {
        var flavour = Self.flavour(reader.attribute("type"), default: .text)
        if flavour == .html, reader.attribute("mode") == "xml" { flavour = .xhtml }
        guard flavour == .xhtml else {
            if field != .title, entry?.contentBase == nil { entry?.contentBase = reader.baseURI }
            begin(field, flavour: flavour)
            return true
        }
        if field != .title, entry?.contentBase == nil || field == .content { entry?.contentBase = reader.baseURI }
        let text = RawEntry.Text(value: try XHTMLWriter.serializeChildren(of: reader), flavour: .xhtml)
        switch field {
        case .title: entry?.title = text
        case .summary: entry?.summary = text
        default: entry?.content = text
        }
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
