import PaperboyModels

/// Where an item's own page is: `items/<slug>.html`, a file beside the others (no folder of
/// its own, so that a site of thousands of item pages is thousands of files, not folders).
///
/// An arXiv paper's slug is its id without version (`items/2411.12345.html`; an old-style id
/// slugged, `items/hep-th-9901001.html`); any other item's is its id slugged
/// (``DigestSection/slug(from:)``) and cut to leave room for a 64-bit hash of the id
/// itself, so ids that slug alike still get two pages, never longer than
/// ``DigestSection/maxSlugLength``.
public enum ItemPagePaths {
    /// The folder of every item page.
    public static let folder = "items/"
    /// The site root as an item page links to it.
    public static let root = "../"

    /// The page's slug for `itemID`.
    public static func slug(of itemID: String) -> String {
        if let id = arxivID(of: itemID) {
            return id.value.contains("/") ? DigestSection.slug(from: id.value) : id.value
        }
        var hash = FNV1a()
        hash.add(itemID)
        let hex = String(hash.value, radix: 16)
        let tag = String(repeating: "0", count: 16 - hex.count) + hex
        var head = DigestSection.slug(from: itemID).utf8.prefix(DigestSection.maxSlugLength - 17)
        while head.last == UInt8(ascii: "-") { head = head.dropLast() }
        return head.isEmpty ? tag : String(decoding: head, as: UTF8.self) + "-" + tag
    }

    /// The arXiv id of an arXiv paper's `itemID` (`arxiv:2411.12345`); nil for any other item.
    static func arxivID(of itemID: String) -> ArxivID? {
        itemID.hasPrefix("arxiv:") ? ArxivID(String(itemID.dropFirst(6))) : nil
    }

    /// `items/<slug>.html`, relative to the site root.
    public static func page(of itemID: String) -> String {
        folder + slug(of: itemID) + ".html"
    }
}
