import PaperboyFileSystem
import PaperboyServices

/// What a run reaches the world through: the disk and the network, chosen once at the top
/// (the command line's composition root, or a test) and passed down to every step. No type
/// below the top has a default for either, so a caller that forgets the run's doors does not
/// compile, rather than writing past the journal or fetching past a test's server.
public struct Doors: Sendable {
    /// Every byte the run reads or writes of the project, the archive, the site and the caches.
    public var fileSystem: FileSystem
    /// Makes the transport the run's sources (and chat endpoint) are fetched through.
    public var network: NetworkDoor

    /// Creates the doors.
    public init(fileSystem: FileSystem, network: NetworkDoor) {
        self.fileSystem = fileSystem
        self.network = network
    }
}
