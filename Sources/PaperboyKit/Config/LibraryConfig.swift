import Foundation
import PaperboyControllers

/// The reader's library (`library:`): the files or folders it lives in and the score's parameters.
public struct LibraryConfig: Sendable, Hashable {
    /// Library files or folders (`paths:`), resolved against the config file's folder.
    public var paths: [URL]
    /// The score's parameters (`title_weight:`, `top_k:`, `decay:`, `half_life_days:`, `recency_floor:`, `author_boost:`).
    public var scoring: LibraryScoring
    /// The reader's ratings (`ratings:`, `repository:`, `branch:`).
    public var ratings: RatingsConfig

    /// Creates a library config; without `ratings`, the folder `ratings` of the current directory.
    public init(paths: [URL], scoring: LibraryScoring = LibraryScoring(), ratings: RatingsConfig? = nil) {
        self.paths = paths
        self.scoring = scoring
        self.ratings = ratings ?? RatingsConfig(folder: URL(fileURLWithPath: RatingsConfig.defaultFolder))
    }
}
