import Foundation

/// One titled group of items on a digest page, such as "Language models".
public struct DigestSection: Codable, Hashable, Sendable, Identifiable {
    /// A slug unique within its digest (`language-models`); pages use it as an anchor and, later, a path.
    public var id: String
    /// The heading shown on the page.
    public var title: String
    /// The section's items in display order.
    public var items: [Item]

    /// Creates a section.
    public init(id: String, title: String, items: [Item]) {
        self.id = id
        self.title = title
        self.items = items
    }
}
