/// How a paper came to a digest day, in the order sections show the groups: a new submission,
/// a cross-list, a paper an arXiv API search found (no listing announced it, so it may be
/// years old: never called new), or a replacement.
public enum AnnouncementGroup: Int, Comparable, Sendable {
    case new, crossList, found, replacement

    /// The group of an entry (``DigestEntry/isUpdate``, ``DigestEntry/isCrossList`` and the
    /// listing's `announce_type`); nil for anything but a paper.
    public init?(_ entry: DigestEntry) {
        guard let paper = entry.item.paper, entry.item.kind == .paper else { return nil }
        if entry.isUpdate {
            self = .replacement
        } else if entry.isCrossList {
            self = .crossList
        } else {
            // Only a listing (or its back-fill) says a paper is new; a search result says nothing.
            self = paper.announceType == nil ? .found : .new
        }
    }

    /// Earlier groups first.
    public static func < (a: AnnouncementGroup, b: AnnouncementGroup) -> Bool { a.rawValue < b.rawValue }
}
