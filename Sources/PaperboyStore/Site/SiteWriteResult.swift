/// What a site write did, file by file.
public struct SiteWriteResult: Sendable, Equatable {
    /// Files whose bytes are new or changed, sorted.
    public var written: [String] = []
    /// Files already in the site with the same bytes (linked, not written).
    public var unchanged = 0
    /// Files of the previous site that the new one no longer has, sorted.
    public var removed: [String] = []

    /// Creates an empty result.
    public init() {}
}
