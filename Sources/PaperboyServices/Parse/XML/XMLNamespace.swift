/// The XML namespaces feeds use, recognised by URI.
enum XMLNamespace: Equatable {
    case none, atom, atom03, rss1, rdf, dc, dcterms, content, arxiv, opensearch, xhtml, xml, rss2Userland, itunes, media, other

    init(uri: String) {
        switch uri {
        case "http://www.w3.org/2005/Atom": self = .atom
        case "http://purl.org/atom/ns#": self = .atom03
        // RSS 0.90 has RSS 1.0's elements (and items beside the channel) in a namespace of its own.
        case "http://purl.org/rss/1.0/", "http://my.netscape.com/rdf/simple/0.9/": self = .rss1
        case "http://www.w3.org/1999/02/22-rdf-syntax-ns#": self = .rdf
        case "http://purl.org/dc/elements/1.1/": self = .dc
        case "http://purl.org/dc/terms/": self = .dcterms
        case "http://purl.org/rss/1.0/modules/content/": self = .content
        case "http://arxiv.org/schemas/atom": self = .arxiv
        case "http://a9.com/-/spec/opensearch/1.1/", "http://a9.com/-/spec/opensearchrss/1.0/": self = .opensearch
        case "http://www.w3.org/1999/xhtml": self = .xhtml
        case "http://www.w3.org/XML/1998/namespace": self = .xml
        case "http://www.itunes.com/dtds/podcast-1.0.dtd", "http://www.itunes.com/DTDs/Podcast-1.0.dtd": self = .itunes
        case "http://search.yahoo.com/mrss/", "http://search.yahoo.com/mrss": self = .media
        case "http://backend.userland.com/rss2", "http://backend.userland.com/rss", "http://purl.org/rss/2.0/": self = .rss2Userland
        default: self = .other
        }
    }

    /// True for the namespaces Atom elements are found in.
    var isAtom: Bool { self == .atom || self == .atom03 }
    /// True for the namespaces RSS 2.0 elements are found in (none, or a stray default namespace).
    var isRSS2: Bool { self == .none || self == .rss2Userland }
}
