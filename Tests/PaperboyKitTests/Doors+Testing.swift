import PaperboyKit
import PaperboyNetwork

extension Doors {
    /// The doors these tests build with: the disk (each test in its own temporary folder) and
    /// the real transport, which reaches only the test's own servers on 127.0.0.1.
    static let testing = Doors(fileSystem: .disk, network: .internet)
}
