@preconcurrency import CLibXML2
import Foundation

/// A forward-only pull reader over libxml2's `xmlTextReader`.
///
/// It owns the reader and its byte source; memory stays bounded by the
/// deepest open element, not by the document's size. Entities are never
/// substituted from outside the document and nothing is fetched from the
/// network (`XML_PARSE_NONET`, no DTD loading).
final class XMLStreamReader {
    enum NodeType: Int32 {
        case element = 1, attribute = 2, text = 3, cdata = 4, entityReference = 5
        case entity = 6, processingInstruction = 7, comment = 8, document = 9
        case documentType = 10, documentFragment = 11, notation = 12
        case whitespace = 13, significantWhitespace = 14, endElement = 15
        case endEntity = 16, xmlDeclaration = 17
    }

    /// The first error libxml2 reported, with its position.
    struct Failure: Error {
        var message: String
        var line: Int?
        var column: Int?
        /// libxml2's error code (`xmlParserErrors`), 0 when the failure is not libxml2's.
        var code: Int32 = 0

        /// libxml2's reader says this both for bytes after the root and for a document that stops early.
        var isDocumentEnd: Bool { code == Int32(XML_ERR_DOCUMENT_END.rawValue) }
    }

    private let reader: xmlTextReaderPtr
    private let source: XMLByteSource
    private let box: ErrorBox
    private var namespaceCache: [(UnsafePointer<xmlChar>, XMLNamespace)] = []
    /// libxml2 interns names in a dictionary per document, so one pointer is one name.
    private var nameCache: [UnsafePointer<xmlChar>: String] = [:]
    private(set) var sniffWarning: String?
    /// The root element's namespace URI, once the root has been read.
    private(set) var rootNamespaceURI: String?
    private var sawRoot = false
    /// Set for a document cut at a fault (``XMLByteSource/cut(at:)``); `passedFault` turns true at the cut.
    private var watchesForFault = false
    private(set) var passedFault = false
    static let faultMarker = "paperboy-fault"

    static let parseOptions: Int32 = Int32(XML_PARSE_NONET.rawValue)
        | Int32(XML_PARSE_NOCDATA.rawValue)
        | Int32(XML_PARSE_COMPACT.rawValue)

    /// - Parameter repairing: repair what libxml2 refuses (``XMLRepairer``) as the bytes flow;
    ///   ignored for UTF-16 and UTF-32 documents.
    /// - Parameter cut: end the document at this fault, closing what is open there (``XMLCutPoint``);
    ///   throws when there is no place to cut, or the document is UTF-16.
    init(input: XMLInput, url: String?, encoding: String?, repairing: Bool = false, cut fault: XMLCutPoint.Fault? = nil) throws {
        LibXML2Setup.ensure()
        source = try XMLByteSource(input)
        let decision = EncodingSniffer.decide(prolog: source.prolog, width: source.width, input: input, callerEncoding: encoding)
        sniffWarning = decision.warning
        let wideLabel = decision.override.map { ["16", "32", "ucs"].contains(where: $0.lowercased().contains) } ?? false
        let repairs = repairing && source.width != .utf16 && !wideLabel
        if repairs { source.repairer = XMLRepairer() }
        if let fault {
            guard source.width != .utf16, let point = try XMLCutPoint.find(fault, in: input, repairing: repairs) else {
                throw Failure(message: "no place to cut the document before its fault")
            }
            source.cut(at: point)
            watchesForFault = true
        }
        let context = Unmanaged.passUnretained(source).toOpaque()
        let readCallback: xmlInputReadCallback = { context, buffer, length in
            guard let context, let buffer else { return -1 }
            let source = Unmanaged<XMLByteSource>.fromOpaque(context).takeUnretainedValue()
            return Int32(source.read(into: buffer, count: Int(length)))
        }
        let closeCallback: xmlInputCloseCallback = { _ in 0 }
        // With an override, the document's own label must not switch the decoder back.
        let options = Self.parseOptions | (decision.ignoresLabel ? Int32(XML_PARSE_IGNORE_ENC.rawValue) : 0)
        guard let made = xmlReaderForIO(readCallback, closeCallback, context, url, decision.override, options) else {
            throw Failure(message: "libxml2 could not start reading (encoding \(decision.override ?? "auto"))")
        }
        reader = made
        box = ErrorBox()
        xmlTextReaderSetStructuredErrorHandler(reader, { arg, error in
            guard let arg, let error else { return }
            Unmanaged<ErrorBox>.fromOpaque(arg).takeUnretainedValue().record(error.pointee)
        }, Unmanaged.passUnretained(box).toOpaque())
    }

    deinit { xmlFreeTextReader(reader) }

    /// False when the first byte (after a BOM) cannot begin an XML document.
    var startsLikeXML: Bool {
        guard source.width == .bytes else { return true }
        let prolog = source.prolog
        let body = prolog.starts(with: [0xEF, 0xBB, 0xBF]) ? prolog.dropFirst(3) : prolog[...]
        return body.first == UInt8(ascii: "<")
    }

    /// What the document is when its first bytes already show it is no feed
    /// ("an HTML page", "an empty document"), else nil.
    var nonFeedDescription: String? {
        guard source.width == .bytes else { return nil }
        return DocumentSniffer.nonFeed(prolog: source.prolog, isEmpty: source.isEmpty)
    }

    /// What was repaired, when repairing: the count and the first place.
    var repairs: (count: Int, first: (line: Int, column: Int, what: String)?)? {
        source.repairer.map { ($0.repairs, $0.first) }
    }

    /// Advances to the next node; false at the end of the document.
    func read() throws(Failure) -> Bool {
        let status = xmlTextReaderRead(reader)
        if status == 1 {
            if !sawRoot || watchesForFault { noteNode() }
            return true
        }
        if status == 0, box.fatal == nil { return false }
        throw failure()
    }

    /// Skips the current node's subtree; false at the end of the document.
    func skipSubtree() throws(Failure) -> Bool {
        let status = xmlTextReaderNext(reader)
        if status == 1 { return true }
        if status == 0, box.fatal == nil { return false }
        throw failure()
    }

    var nodeType: NodeType { NodeType(rawValue: xmlTextReaderNodeType(reader)) ?? .notation }
    var depth: Int { Int(xmlTextReaderDepth(reader)) }
    var isEmptyElement: Bool { xmlTextReaderIsEmptyElement(reader) == 1 }

    /// The current node's local name (`entry` for `<atom:entry>`).
    var localName: String {
        guard let name = xmlTextReaderConstLocalName(reader) else { return "" }
        if let known = nameCache[name] { return known }
        let text = String(cString: name)
        if nameCache.count < 4096 { nameCache[name] = text }
        return text
    }

    /// The current node's namespace, looked up once per distinct URI pointer.
    var namespace: XMLNamespace {
        guard let uri = xmlTextReaderConstNamespaceUri(reader) else { return .none }
        for (pointer, known) in namespaceCache where pointer == uri { return known }
        let known = XMLNamespace(uri: String(cString: uri))
        namespaceCache.append((uri, known))
        return known
    }

    /// The text of a text, CDATA or whitespace node (or of an attribute),
    /// with C1 controls and double-encoded UTF-8 repaired (``TextRepair``).
    var value: String {
        guard let value = xmlTextReaderConstValue(reader) else { return "" }
        let bytes = UnsafeBufferPointer(start: value, count: strlen(UnsafeRawPointer(value).assumingMemoryBound(to: CChar.self)))
        let text = String(decoding: bytes, as: UTF8.self)
        return TextRepair.mayNeedRepair(bytes) ? TextRepair.repaired(text) : text
    }

    /// The current node's namespace URI as written, nil when it has none.
    var namespaceURI: String? {
        xmlTextReaderConstNamespaceUri(reader).map { String(cString: $0) }
    }

    /// True when the current node is in the root element's namespace (and that namespace is not none).
    var isInRootNamespace: Bool {
        guard let root = rootNamespaceURI, let uri = xmlTextReaderConstNamespaceUri(reader) else { return false }
        return root.withCString { strcmp($0, UnsafeRawPointer(uri).assumingMemoryBound(to: CChar.self)) == 0 }
    }

    private func noteNode() {
        let type = xmlTextReaderNodeType(reader)
        if !sawRoot, type == NodeType.element.rawValue {
            sawRoot = true
            rootNamespaceURI = namespaceURI
        } else if watchesForFault, type == NodeType.processingInstruction.rawValue, localName == Self.faultMarker {
            passedFault = true
        }
    }

    /// The base URI in effect at the current node, `xml:base` included.
    var baseURI: String? {
        guard let base = xmlTextReaderConstBaseUri(reader) else { return nil }
        return String(cString: base)
    }

    /// An attribute of the current element by its qualified name (`href`, `xml:lang`).
    func attribute(_ name: String) -> String? {
        guard let raw = xmlTextReaderGetAttribute(reader, name) else { return nil }
        defer { xmlFree(raw) }
        return String(cString: raw)
    }

    /// Every attribute of the current element as (namespace, local name, value).
    func attributes() -> [(XMLNamespace, String, String)] {
        var result: [(XMLNamespace, String, String)] = []
        guard xmlTextReaderMoveToFirstAttribute(reader) == 1 else { return result }
        repeat {
            if localName != "xmlns", xmlTextReaderIsNamespaceDecl(reader) != 1 {
                result.append((namespace, localName, value))
            }
        } while xmlTextReaderMoveToNextAttribute(reader) == 1
        xmlTextReaderMoveToElement(reader)
        return result
    }

    /// The line of the current node's start tag, from the node itself (the parser reads ahead).
    var nodeLine: Int? {
        guard let node = xmlTextReaderCurrentNode(reader) else { return nil }
        let line = xmlGetLineNo(node)
        return line > 0 ? Int(line) : nil
    }

    /// Where the parser is now, for messages.
    var position: (line: Int, column: Int) {
        (Int(xmlTextReaderGetParserLineNumber(reader)), Int(xmlTextReaderGetParserColumnNumber(reader)))
    }

    private func failure() -> Failure {
        if let fatal = box.fatal { return fatal }
        let (line, column) = position
        return Failure(message: "the document is not well-formed XML", line: line, column: column)
    }
}
