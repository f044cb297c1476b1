/// Where to cut a document that breaks off, so that what is left before the
/// cut is well-formed once the elements still open are closed.
///
/// libxml2's reader stops at the first error and drops the nodes it had
/// already parsed but not yet handed on: the entries that closed in the last
/// few hundred bytes before the fault are lost. Reading the document again,
/// cut here and closed (``XMLByteSource/cut(at:tail:)``), hands them all on.
struct XMLCutPoint: Equatable {
    /// Bytes (of the stream libxml2 reads) to keep.
    var offset: Int
    /// A processing instruction marking the cut, then an end tag for each element still open.
    var tail: [UInt8]

    /// Where a document was found faulty: a line and column, or its end.
    enum Fault: Equatable {
        case position(line: Int, column: Int)
        case end
    }

    /// The deepest nesting followed, and the longest element name; past them no cut is made.
    static let maxDepth = 512
    static let maxNameLength = 1_000

    /// Scans `read` (which fills a buffer, returning 0 at the end) up to `fault`.
    ///
    /// At a position, the cut falls before the markup that holds the fault or
    /// ended last before it; at the end, after the last complete markup or
    /// text. Nil when no element is open there or the document is too deep.
    static func find(_ fault: Fault, read: (UnsafeMutableBufferPointer<UInt8>) -> Int) -> XMLCutPoint? {
        var scanner = XMLCutScanner(fault: fault)
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBufferPointer { read($0) }
            if count <= 0 { break }
            if let point = buffer.withUnsafeBufferPointer({ scanner.scan(UnsafeBufferPointer(rebasing: $0[..<count])) }) {
                return point.tail.isEmpty ? nil : point
            }
            if scanner.failed { return nil }
        }
        guard let point = scanner.finish(), !point.tail.isEmpty else { return nil }
        return point
    }

    /// Scans `input` as libxml2 will read it (decoded, and repaired when `repairing`).
    static func find(_ fault: Fault, in input: XMLInput, repairing: Bool) throws -> XMLCutPoint? {
        let source = try XMLByteSource(input)
        if repairing { source.repairer = XMLRepairer() }
        return find(fault) { buffer in
            max(0, source.read(into: UnsafeMutableRawPointer(buffer.baseAddress!).assumingMemoryBound(to: CChar.self), count: buffer.count))
        }
    }

    static func tail(closing stack: [[UInt8]]) -> [UInt8] {
        guard !stack.isEmpty else { return [] }
        var tail = Array("<?\(XMLStreamReader.faultMarker)?>".utf8)
        for name in stack.reversed() { tail += [UInt8(ascii: "<"), UInt8(ascii: "/")] + name + [UInt8(ascii: ">")] }
        return tail
    }
}
