import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A written Atom feed read back with `XMLParser`: the feed's own elements and each entry's,
/// by element name (text, and an element's attributes by `name@attribute`).
final class AtomReader: NSObject, XMLParserDelegate {
    /// One element level's texts: name → every text or attribute value seen, in order.
    typealias Fields = [String: [String]]

    private(set) var feed: Fields = [:]
    private(set) var entries: [Fields] = []
    private var inEntry = false
    private var text = ""
    private var error: (any Error)?

    /// Parses `data`, throwing what the parser reported.
    static func read(_ data: Data) throws -> AtomReader {
        let reader = AtomReader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        guard parser.parse() else { throw parser.parserError ?? reader.error ?? CocoaError(.fileReadCorruptFile) }
        return reader
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        if name == "entry" { inEntry = true; entries.append([:]) }
        for (key, value) in attributes { add(name + "@" + key, value) }
        text = ""
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "entry" { inEntry = false; return }
        add(name, text)
        text = ""
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) { error = parseError }

    private func add(_ key: String, _ value: String) {
        if inEntry { entries[entries.count - 1][key, default: []].append(value) } else { feed[key, default: []].append(value) }
    }
}
