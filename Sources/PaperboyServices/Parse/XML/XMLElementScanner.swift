import Foundation

/// A small reader of element starts and text for documents that are not feeds (OPML), over
/// the same libxml2 reader feeds use: nothing is fetched, no external entity is read, and a
/// document that declares a DTD is refused before its first element, so no entity declared
/// in it is ever expanded.
public enum XMLElementScanner {
    /// Calls `visit` for every element start and text node in document order.
    /// - Throws: ``XMLScanError`` for a document that is not well-formed or has a DTD;
    ///   whatever `visit` throws, unchanged.
    public static func scan(_ data: Data, visit: (XMLScanEvent) throws -> Void) throws {
        let reader: XMLStreamReader
        do {
            reader = try XMLStreamReader(input: .data(data), url: nil, encoding: nil)
        } catch let failure as XMLStreamReader.Failure {
            throw XMLScanError(message: failure.message, line: failure.line, column: failure.column)
        }
        var sawRoot = false
        do {
            while try reader.read() {
                switch reader.nodeType {
                case .documentType:
                    throw XMLScanError(message: "a DOCTYPE is not allowed (DTDs and entity declarations are refused)",
                                       line: doctypeLine(in: data) ?? reader.position.line)
                case .element:
                    sawRoot = true
                    var attributes: [String: String] = [:]
                    for (_, name, value) in reader.attributes() where attributes[name] == nil { attributes[name] = value }
                    let line = reader.nodeLine ?? reader.position.line
                    try visit(.start(XMLElementStart(name: reader.localName, attributes: attributes, depth: reader.depth, line: line)))
                case .text, .cdata, .significantWhitespace:
                    try visit(.text(reader.value, depth: reader.depth))
                default:
                    continue
                }
            }
        } catch let failure as XMLStreamReader.Failure {
            let message = failure.isDocumentEnd && !sawRoot ? "not XML: the document has no root element" : failure.message
            throw XMLScanError(message: message, line: failure.line, column: failure.column)
        }
        if !sawRoot { throw XMLScanError(message: "not XML: the document has no root element") }
    }

    /// The line of `<!DOCTYPE` (libxml2's reader has read past it when it reports the node).
    private static func doctypeLine(in data: Data) -> Int? {
        let marker = Array("<!DOCTYPE".utf8)
        let bytes = [UInt8](data.prefix(1 << 20))
        guard bytes.count >= marker.count else { return nil }
        for start in 0...(bytes.count - marker.count) where bytes[start..<start + marker.count].elementsEqual(marker) {
            return bytes[..<start].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
        }
        return nil
    }
}
