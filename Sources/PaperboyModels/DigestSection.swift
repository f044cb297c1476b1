import Foundation

/// One titled group of items on a digest page, such as "Language models".
public struct DigestSection: Codable, Hashable, Sendable, Identifiable {
    /// A slug unique within its digest (`language-models`); pages use it as an anchor and, later, a path.
    public var id: String
    /// The heading shown on the page.
    public var title: String
    /// The section's entries in display order.
    public var entries: [DigestEntry]
    /// How pages show the section's replaced papers (``DigestEntry/isUpdate``).
    public var replacements: ReplacementMode
    /// How pages lay out the section's items.
    public var layout: SectionLayout

    /// Creates a section; replaced papers are shown in place unless `replacements` says otherwise,
    /// items in full unless `layout` says otherwise.
    public init(id: String, title: String, entries: [DigestEntry], replacements: ReplacementMode = .show,
                layout: SectionLayout = .full) {
        self.id = id
        self.title = title
        self.entries = entries
        self.replacements = replacements
        self.layout = layout
    }

    /// Creates a section of plain entries (no reasons, badges or markers).
    public init(id: String, title: String, items: [Item]) {
        self.init(id: id, title: title, entries: items.map { DigestEntry(item: $0) })
    }

    /// The entries' items in display order.
    public var items: [Item] { entries.map(\.item) }
}
