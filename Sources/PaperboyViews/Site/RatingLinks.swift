import PaperboyModels

/// The 👍, 👎 and mute links under each item: each opens GitHub's "new file" editor in the
/// digest's own repository with one ``Rating`` file filled in. GitHub's permissions decide
/// who can rate: someone with write access commits the file, anyone else is offered a
/// fork and a pull request, which changes nothing until the owner merges it.
public struct RatingLinks: Sendable, Hashable {
    /// The three links of one item, as URLs (not yet escaped for HTML).
    public struct ItemLinks: Sendable, Hashable {
        /// 👍: proposes an `up` rating of the item.
        public var up: String
        /// 👎: proposes a `down` rating of the item.
        public var down: String
        /// Proposes a mute of ``mutedAuthor``; nil for an item without authors.
        public var mute: String?
        /// The first author, whom ``mute`` mutes.
        public var mutedAuthor: String?
    }

    /// The digest's repository, `owner/name`.
    public var repository: String
    /// The branch the rating files are committed to.
    public var branch: String
    /// The ratings folder, relative to the repository's root (`ratings`).
    public var folder: String

    /// Creates the links' settings.
    public init(repository: String, branch: String, folder: String) {
        self.repository = repository
        self.branch = branch
        self.folder = folder
    }

    /// The links for `item` listed on `day`, titled as the pages show it; nil when
    /// ``repository`` is not `owner/name`.
    public func links(for item: Item, on day: DigestDay) -> ItemLinks? {
        links(itemID: item.id, title: item.displayTitle, authors: item.authors.map(\.name), on: day)
    }

    /// The links for the item `itemID` listed on `day`: 👍 and 👎 rate it, mute mutes the
    /// first of `authors` that is not empty; nil when ``repository`` is not `owner/name`.
    public func links(itemID: String, title: String, authors: [String], on day: DigestDay) -> ItemLinks? {
        let parts = repository.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
        let up = Rating(verdict: .up, target: .item(itemID), date: day, title: title)
        let down = Rating(verdict: .down, target: .item(itemID), date: day, title: title)
        let author = authors.first { !$0.isEmpty }
        let mute = author.map { url(for: Rating(verdict: .mute, target: .author($0), date: day, days: Rating.defaultMuteDays)) }
        return ItemLinks(up: url(for: up), down: url(for: down), mute: mute, mutedAuthor: author)
    }

    /// `https://github.com/OWNER/NAME/new/BRANCH?filename=FOLDER/FILE&value=TEXT`.
    public func url(for rating: Rating) -> String {
        let path = Self.segments(folder) + [rating.fileName]
        return "https://github.com/" + Self.encodedPath(repository) + "/new/" + Self.encodedPath(branch)
            + "?filename=" + Self.encodedPath(path.joined(separator: "/"))
            + "&value=" + EscapeTable.urlComponent(rating.fileText)
    }

    private static func segments(_ path: String) -> [String] {
        path.split(separator: "/").map(String.init).filter { $0 != "." }
    }

    /// Each segment of `path` encoded alone, joined by a literal `/`.
    private static func encodedPath(_ path: String) -> String {
        segments(path).map { EscapeTable.urlComponent($0) }.joined(separator: "/")
    }
}
