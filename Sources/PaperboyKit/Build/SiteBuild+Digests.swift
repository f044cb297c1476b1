import Foundation
import PaperboyControllers
import PaperboyModels
import PaperboyStore

extension SiteBuild {
    /// Runs the sections' stages over every archived day up to the digest day. The front
    /// page shows the digest day, or the latest archived day before it (a render on a
    /// day nothing was fetched), or an empty digest for a new archive.
    @Sendable static func buildDigests(_ context: inout BuildContext) throws {
        let config = try context.require(context.config, "the config")
        let day = try context.require(context.day, "the digest day")
        let archive = try context.require(context.archive, "the archive")
        let builder = try config.digestBuilder()
        var digests: [Digest] = []
        for archived in archive.days where archived <= day {
            digests.append(try builder.build(try archive.day(archived)))
        }
        context.digests = digests
        if let last = digests.last {
            context.digest = last
        } else {
            context.digest = try builder.build(ArchiveDay(day: day, status: .noListing))
        }
    }
}
