import PaperboyFileSystem
import PaperboyKit
import PaperboyNetwork

extension Doors {
    /// The composition root: the real disk and the real network, chosen here once for every
    /// subcommand. Nothing below the command line picks either.
    static let live = Doors(fileSystem: .disk, network: .internet)
}
