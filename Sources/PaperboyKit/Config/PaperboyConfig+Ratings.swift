import Foundation
import PaperboyFileSystem
import PaperboyModels
import PaperboyStore
import PaperboyViews

extension PaperboyConfig {
    /// The reader's ratings (`library: ratings:`), files named relative to the config's
    /// folder, and the rating files skipped as malformed; nothing without a library.
    func ratingFiles(fileSystem: FileSystem) -> RatingsFolder.Load {
        guard let folder = library?.ratings.folder else { return RatingsFolder.Load() }
        return RatingsFolder(folder: folder, currentDirectory: file.deletingLastPathComponent(), fileSystem: fileSystem).read()
    }

    /// The reader's ratings; a malformed rating file is left out (``RatingsFolder/Load/warnings`` names it).
    func ratings(fileSystem: FileSystem) -> [Rating] { ratingFiles(fileSystem: fileSystem).ratings }

    /// Every rating file's stamp, by name: a new or changed rating re-renders the days it ranks.
    func ratingStamps(fileSystem: FileSystem) -> String {
        guard let folder = library?.ratings.folder,
              let names = try? fileSystem.entries(folder)?.filter(RatingsFolder.isRatingFile) else { return "" }
        return names.map { name in name + "=" + (fileSystem.stamp(folder.appendingPathComponent(name)) ?? "-") }
            .joined(separator: "\n")
    }

    /// The pages' 👍, 👎 and mute links (``SiteOptions/ratingLinks``), made when the config
    /// names the digest's repository (`library: repository:`). The config file is taken to sit
    /// at the repository's root, so the ratings folder's path in the repository is its path
    /// relative to the config's folder; nil for a folder outside it, which no link can reach.
    func ratingLinks() -> RatingLinks? {
        guard let ratings = library?.ratings, let repository = ratings.repository,
              let folder = Self.relativePath(of: ratings.folder, in: file.deletingLastPathComponent()) else { return nil }
        return RatingLinks(repository: repository, branch: ratings.branch, folder: folder)
    }

    /// `url`'s path below `root` (`ratings`, `data/ratings`); nil when `url` is not inside `root`.
    static func relativePath(of url: URL, in root: URL) -> String? {
        let path = url.standardizedFileURL.path, base = root.standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        guard path.hasPrefix(prefix), path.count > prefix.count else { return nil }
        return String(path.dropFirst(prefix.count)).trimmingCharacters(in: CharacterSet(charactersIn: "/"))
    }
}
