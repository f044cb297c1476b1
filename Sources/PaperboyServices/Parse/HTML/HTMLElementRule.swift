/// What the sanitizer does with one element name.
struct HTMLElementRule: Sendable {
    enum Action: Sendable {
        /// Written out under `name` with the allowed attributes.
        case keep
        /// `br` and `hr`: written without content or end tag.
        case void
        /// `a`: kept with a safe href, unwrapped without one.
        case link
        /// `img`: replaced by a link to the image.
        case image
        /// Removed together with its content.
        case drop
        /// Replaced by its content.
        case unwrap
    }

    /// The attributes kept on an element, in the order they are written.
    enum Attributes: Sendable {
        case none
        case title
        case cells
        case start
        case cite
    }

    /// How the element separates the plain-text rendering.
    enum TextBreak: Sendable {
        case none
        case space
        case line
        case block
    }

    var action: Action
    var name: [UInt8] = []
    var attributes: Attributes = .none
    var textBreak: TextBreak = .none

    /// The rule for any element not in the table: unwrapped, inline.
    static let unknown = HTMLElementRule(action: .unwrap)

    /// The rule for the element named by `name`, a NUL-terminated C string.
    static func rule(forName name: UnsafePointer<UInt8>?) -> HTMLElementRule {
        guard let name else { return unknown }
        let length = cStringLength(name)
        let bytes = UnsafeBufferPointer(start: name, count: length)
        guard let key = ShortKey(lowercasing: bytes) else { return unknown }
        return table[key] ?? unknown
    }

    private static func cStringLength(_ pointer: UnsafePointer<UInt8>) -> Int {
        var count = 0
        while pointer[count] != 0 { count += 1 }
        return count
    }
}
