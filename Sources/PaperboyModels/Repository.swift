import Foundation

/// What GitHub says of a repository beyond the fields every item has.
public struct Repository: Codable, Hashable, Sendable {
    /// `owner/name`.
    public var fullName: String
    public var owner: String
    public var url: String?
    public var description: String?
    public var stars: Int
    public var forks: Int
    public var language: String?
    public var topics: [String]
    /// The SPDX id of the licence (`MIT`, `Apache-2.0`), when GitHub knows it.
    public var license: String?
    public var created: Date?
    public var pushed: Date?
    public var isFork: Bool
    public var isArchived: Bool
    /// The project's own site (http or https only).
    public var homepage: String?

    /// Creates a repository record.
    public init(
        fullName: String, owner: String, url: String? = nil, description: String? = nil,
        stars: Int = 0, forks: Int = 0, language: String? = nil, topics: [String] = [],
        license: String? = nil, created: Date? = nil, pushed: Date? = nil,
        isFork: Bool = false, isArchived: Bool = false, homepage: String? = nil
    ) {
        self.fullName = fullName
        self.owner = owner
        self.url = url
        self.description = description
        self.stars = stars
        self.forks = forks
        self.language = language
        self.topics = topics
        self.license = license
        self.created = created
        self.pushed = pushed
        self.isFork = isFork
        self.isArchived = isArchived
        self.homepage = homepage
    }
}
