import Foundation
import PaperboyFileSystem
import PaperboyModels
import PaperboyStore

/// `paperboy rate`: one ``Rating`` written as its file (``Rating/fileName``,
/// ``Rating/fileText``) into the config's ratings folder, through the ``FileSystem``.
/// A like or dislike names an item the archive holds, and takes its title from it.
public enum RatingWriter {
    /// What was written.
    public struct Result: Sendable, Equatable {
        /// The file, relative to the current directory when inside it.
        public var path: String
        /// The rating written.
        public var rating: Rating
        /// True when the file already held exactly these bytes (nothing was written).
        public var unchanged: Bool
    }

    /// Writes the rating `options` ask for.
    /// - Throws: ``RateError`` for options that do not fit together, a config without a
    ///   `library:`, an item the archive lacks or a failed write; ``ConfigError`` for a bad config;
    ///   ``StoreError`` for an unreadable archive.
    public static func run(_ options: RateOptions) throws -> Result {
        if let problem = options.problem { throw RateError(reason: problem) }
        let config = try PaperboyConfig.load(from: options.configFile, currentDirectory: options.currentDirectory, fileSystem: options.fileSystem)
        let display = PathDisplay(currentDirectory: options.currentDirectory)
        guard let library = config.library else {
            throw RateError(file: display.show(config.file),
                            reason: "no library: in the config; ratings live in its ratings: folder (default ratings/ beside the config)")
        }
        let date = options.date.flatMap { DigestDay($0) } ?? DigestDay(containing: options.now, in: config.timeZone)
        let rating: Rating
        switch options.verdict {
        case .up, .down:
            let (id, title) = try archived(options.item ?? "", in: config.data, fileSystem: options.fileSystem, display: display)
            rating = Rating(verdict: options.verdict, target: .item(id), date: date, title: title)
        case .mute:
            let target: Rating.Target = options.author.map { .author($0) } ?? .term(options.term ?? "")
            rating = Rating(verdict: .mute, target: target, date: date, days: options.days ?? Rating.defaultMuteDays)
        }
        let folder = library.ratings.folder
        let file = folder.appendingPathComponent(rating.fileName)
        let bytes = Data(rating.fileText.utf8)
        let fileSystem = options.fileSystem
        do {
            if try fileSystem.read(file) == bytes {
                return Result(path: display.show(file), rating: rating, unchanged: true)
            }
            try fileSystem.makeFolder(folder)
            try fileSystem.write(bytes, file)
        } catch {
            throw RateError(file: display.show(file), reason: "cannot write the rating file", cause: error)
        }
        return Result(path: display.show(file), rating: rating, unchanged: false)
    }

    /// The archive's id for `text` and the item's title.
    private static func archived(_ text: String, in data: URL, fileSystem: FileSystem, display: PathDisplay) throws -> (String, String?) {
        guard let id = Rating.itemID(text) else {
            throw RateError(reason: "\"\(text)\" is not an item id (like 2411.17807, arxiv:2411.17807 or github:owner/name)")
        }
        let archive = ArchiveReader(folder: data, fileSystem: fileSystem)
        guard let index = try archive.index() else {
            throw RateError(file: display.show(data), reason: "no archive here (no index.json), so no item \(id) to rate; run `paperboy fetch` first")
        }
        guard let entry = index.items[id] else {
            throw RateError(file: display.show(data), reason: "no item \(id) in the archive (a rating names an item a digest listed)")
        }
        let title = try archive.day(entry.day).items.first { $0.item.id == id }?.item.title
        return (id, title)
    }
}
