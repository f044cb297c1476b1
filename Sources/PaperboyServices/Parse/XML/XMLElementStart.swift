/// One element start as ``XMLElementScanner`` reports it.
public struct XMLElementStart: Sendable, Equatable {
    /// The local name (`outline`).
    public var name: String
    /// The attributes by local name, as written (case kept); the first of a repeated name wins.
    public var attributes: [String: String]
    /// 0 for the root element, 1 for its children, and so on.
    public var depth: Int
    /// The line of the element's start tag, 1-based.
    public var line: Int
}
