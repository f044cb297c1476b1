import Foundation
import PaperboyStore

extension OPMLExport {
    /// Writes ``document`` to `url`, replacing it atomically, through the one door to the disk.
    public func write(to url: URL) throws {
        try write(to: url, fileSystem: .disk)
    }

    func write(to url: URL, fileSystem: FileSystem) throws {
        try fileSystem.replace(url, with: Data(document.utf8))
    }
}
