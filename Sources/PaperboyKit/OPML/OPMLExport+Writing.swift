import Foundation
import PaperboyFileSystem

extension OPMLExport {
    /// Writes ``document`` to `url`, replacing it atomically, through the run's door to the disk.
    public func write(to url: URL, fileSystem: FileSystem) throws {
        try fileSystem.replace(url, with: Data(document.utf8))
    }
}
