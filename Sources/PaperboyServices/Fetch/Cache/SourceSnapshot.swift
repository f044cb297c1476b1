import Foundation
import PaperboyModels

/// A source's last good result, kept in the cache as its fallback.
public struct SourceSnapshot: Codable, Sendable, Hashable {
    /// The source's name.
    public var name: String
    /// The source's ``FetchSource/identity`` when it was fetched.
    public var identity: String
    /// When it was fetched.
    public var fetchedAt: Date
    /// What it yielded.
    public var harvest: SourceHarvest

    /// Creates a snapshot.
    public init(name: String, identity: String, fetchedAt: Date, harvest: SourceHarvest) {
        self.name = name
        self.identity = identity
        self.fetchedAt = fetchedAt
        self.harvest = harvest
    }
}
