import Foundation
import PaperboyModels
import PaperboyStore

extension PaperboyConfig {
    /// The reader's ratings (`library: ratings:`), files named relative to the config's
    /// folder; none without a library. A malformed rating file is skipped here; `paperboy
    /// check` names it.
    func ratings(fileSystem: FileSystem = .disk) -> [Rating] {
        guard let folder = library?.ratings.folder else { return [] }
        return RatingsFolder(folder: folder, currentDirectory: file.deletingLastPathComponent(), fileSystem: fileSystem).read().ratings
    }

    /// Every rating file's stamp, by name: a new or changed rating re-renders the days it ranks.
    func ratingStamps() -> String {
        guard let folder = library?.ratings.folder,
              let names = try? FileSystem.disk.entries(folder)?.filter(RatingsFolder.isRatingFile) else { return "" }
        return names.map { name in name + "=" + (FileStamp.of(path: folder.appendingPathComponent(name).path) ?? "-") }
            .joined(separator: "\n")
    }
}
