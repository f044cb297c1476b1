/// What the Atom and JSON feeds carry (`feeds:` in the config).
public struct FeedOptions: Sendable, Hashable {
    /// The default age window: the last three digest days, in full.
    public static let defaultDays = 3
    /// The default cap on a feed's entries. The biggest real arXiv day seen (2024-11-28, every
    /// archive) lists 1,504 items; three such days stay under 5,000, so the cap only ever cuts
    /// an unusual window while keeping a feed's size bounded (about 5 MB of Atom with summaries).
    public static let defaultMaxEntries = 5_000
    /// The default byte budget of a feed's Atom document, 512 KiB: about 450 entries with
    /// summaries, so a usual day fits whole, while the biggest real day (1,504 items, 1.7 MB of
    /// Atom) is cut to what a reader on a phone fetches and parses in moments, every poll.
    public static let defaultMaxBytes = 512 * 1024
    /// The smallest budget a config may set: a feed's head and a few entries.
    public static let minimumMaxBytes = 16 * 1024

    /// How many digest days with entries a feed covers, newest first (`days:`).
    public var days: Int
    /// The most entries one feed carries (`max_entries:`); whole days are kept while they fit,
    /// and the feed says when the cap left entries out.
    public var maxEntries: Int
    /// The most bytes a feed's Atom document takes (`max_bytes:`): entries are kept newest day
    /// first, in digest order, while they fit, and the feed says how many more the site has.
    /// The JSON Feed carries the same entries.
    public var maxBytes: Int
    /// True to carry each entry's full text: a post's sanitised HTML, a paper's full abstract (`full_content:`).
    public var fullContent: Bool
    /// True to write a feed pair per section beside the site's (`per_section:`).
    public var perSection: Bool

    /// Creates feed options; the defaults are the config's.
    public init(days: Int = defaultDays, maxEntries: Int = defaultMaxEntries, maxBytes: Int = defaultMaxBytes,
                fullContent: Bool = false, perSection: Bool = true) {
        self.days = max(days, 1)
        self.maxEntries = max(maxEntries, 1)
        self.maxBytes = max(maxBytes, 1)
        self.fullContent = fullContent
        self.perSection = perSection
    }
}
