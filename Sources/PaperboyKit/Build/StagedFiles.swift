import Foundation
import PaperboyModels
import PaperboyStore
import PaperboyViews

/// Site-wide files written into the staging folder as soon as they are rendered (the
/// search shards, a month at a time), so they are not held until the write step; their
/// paths, for the report and the manifest. Safe to use from several tasks at once.
final class StagedFiles: @unchecked Sendable {
    private let staging: SiteStaging
    private let lock = NSLock()
    private var staged: [String] = []

    init(staging: SiteStaging) {
        self.staging = staging
    }

    /// Writes `file` into the staging folder and records its path.
    func add(_ file: SiteFile) throws {
        try staging.add([file])
        lock.withLock { staged.append(file.path) }
    }

    /// The paths written so far, sorted.
    var paths: [String] { lock.withLock { staged.sorted() } }
}
