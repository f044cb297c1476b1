/// What ``XMLElementScanner`` reports, in document order.
public enum XMLScanEvent: Sendable, Equatable {
    /// An element starts.
    case start(XMLElementStart)
    /// Text (or CDATA) inside the element at `depth - 1`.
    case text(String, depth: Int)
}
