import PaperboyModels
/// Turns the children of an Atom `type="xhtml"` element back into HTML text,
/// by local name, so that prefixed XHTML (`<h:div>`, `<xhtml:a>`) reads the
/// same as the default namespace. The result still goes through the sanitiser.
enum XHTMLWriter {
    private static let voidElements: Set<String> = ["br", "hr", "img", "wbr", "col", "area", "source"]

    /// Reads up to the end of the current element and returns its children as HTML.
    static func serializeChildren(of reader: XMLStreamReader) throws -> String {
        guard !reader.isEmptyElement else { return "" }
        let start = reader.depth
        var html = ""
        while try reader.read() {
            switch reader.nodeType {
            case .element:
                let name = reader.localName
                html += "<" + name
                for (namespace, attribute, value) in reader.attributes() where namespace == .none || namespace == .xhtml {
                    html += " " + attribute + "=\"" + escape(value, quotes: true) + "\""
                }
                if reader.isEmptyElement {
                    html += voidElements.contains(name) ? ">" : "></" + name + ">"
                } else {
                    html += ">"
                }
            case .endElement:
                if reader.depth == start { return html }
                let name = reader.localName
                if !voidElements.contains(name) { html += "</" + name + ">" }
            case .text, .cdata, .whitespace, .significantWhitespace:
                html += escape(reader.value, quotes: false)
            default:
                break
            }
        }
        return html
    }

    static func escape(_ text: String, quotes: Bool) -> String {
        var out: [UInt8] = []
        if quotes {
            EscapeTable.htmlAttribute.append(text, to: &out)
        } else {
            EscapeTable.htmlText.append(text, to: &out)
        }
        return String(decoding: out, as: UTF8.self)
    }
}
