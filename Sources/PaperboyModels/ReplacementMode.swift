/// How a section shows replaced papers (new versions of papers announced earlier):
/// the section config's `replacements:`.
public enum ReplacementMode: String, Codable, Hashable, Sendable, CaseIterable {
    /// Listed after the section's other items under a count (HTML: a closed `<details>`;
    /// Markdown: a "Replaced" sub-heading). The default.
    case fold
    /// Listed in place with every other item.
    case show
    /// Left out of the section.
    case hide
}
