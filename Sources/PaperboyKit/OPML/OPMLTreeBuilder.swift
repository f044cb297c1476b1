import PaperboyModels
import PaperboyServices

/// Builds an ``OPMLDocument`` from ``XMLElementScanner``'s events: the head's title and
/// the outlines nested under `<body>`. Attribute names are matched in any letter case
/// (`xmlUrl`, `xmlurl`, `XMLURL` are all seen in the wild).
struct OPMLTreeBuilder {
    let name: String
    /// The open element at each depth (entries past the current depth are stale until overwritten).
    private var path: [String] = []
    private var rootName: String?
    private var title = ""
    private var nodes: [OPMLOutline] = []
    private var parents: [Int?] = []
    /// The open outline at each nesting level below `<body>`, as an index into ``nodes``.
    private var openOutlines: [Int] = []

    init(name: String) {
        self.name = name
    }

    mutating func accept(_ event: XMLScanEvent) throws {
        switch event {
        case .start(let element):
            path.removeSubrange(min(element.depth, path.count)...)
            path.append(element.name)
            if element.depth == 0 {
                rootName = element.name
                guard element.name == "opml" else {
                    throw OPMLError(file: name, line: element.line, "not OPML: the root element is <\(element.name)>, not <opml>")
                }
            }
            guard element.name == "outline", element.depth >= 2, path[1] == "body",
                  path[2..<element.depth].allSatisfy({ $0 == "outline" }) else { return }
            guard nodes.count < OPMLDocument.maxOutlines else {
                throw OPMLError(file: name, line: element.line, "more than \(OPMLDocument.maxOutlines) outlines")
            }
            let level = element.depth - 2
            openOutlines.removeSubrange(min(level, openOutlines.count)...)
            parents.append(openOutlines.last)
            openOutlines.append(nodes.count)
            nodes.append(Self.outline(element))
        case .text(let text, let depth):
            if depth == 3, path.count >= 3, path[0] == "opml", path[1] == "head", path[2] == "title", title.utf8.count < 4096 {
                title += text
            }
        }
    }

    func document() throws -> OPMLDocument {
        guard rootName != nil else { throw OPMLError(file: name, "not OPML: the document is empty") }
        var children = [[Int]](repeating: [], count: nodes.count)
        var roots: [Int] = []
        for (index, parent) in parents.enumerated() {
            if let parent { children[parent].append(index) } else { roots.append(index) }
        }
        func assemble(_ index: Int) -> OPMLOutline {
            var outline = nodes[index]
            outline.children = children[index].map(assemble)
            return outline
        }
        let trimmed = title.trimmingASCIIWhitespace()
        return OPMLDocument(title: trimmed.isEmpty ? nil : trimmed, outlines: roots.map(assemble))
    }

    private static func outline(_ element: XMLElementStart) -> OPMLOutline {
        var attributes: [String: String] = [:]
        for (key, value) in element.attributes where attributes[key.lowercased()] == nil { attributes[key.lowercased()] = value }
        func value(_ key: String) -> String? {
            guard let raw = attributes[key]?.trimmingASCIIWhitespace(), !raw.isEmpty else { return nil }
            return raw
        }
        return OPMLOutline(text: value("text"), title: value("title"), type: value("type")?.lowercased(), xmlURL: value("xmlurl"),
                           htmlURL: value("htmlurl"), url: value("url"), line: element.line)
    }
}
