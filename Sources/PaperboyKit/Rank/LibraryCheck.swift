import Foundation
import PaperboyFileSystem
import PaperboyServices

/// `paperboy check`'s look at the library: every file read, every malformed entry named.
public struct LibraryCheck: Sendable {
    /// Files read.
    public var files: Int
    /// Entries read.
    public var entries: Int
    /// Malformed entries (skipped by every run), with file and line.
    public var issues: [LibraryIssue]
    /// The ratings folder as the user would type it.
    public var ratingsFolder: String
    /// What the ratings folder held: its malformed files are errors of the check.
    public var ratings: RatingsFolder.Load

    /// Reads the library of the config at `configFile`; nil when it names none.
    /// - Throws: ``ConfigError`` for a bad config or an unreadable library file.
    public static func run(configFile: URL, currentDirectory: URL, fileSystem: FileSystem) throws -> LibraryCheck? {
        let config = try PaperboyConfig.load(from: configFile, currentDirectory: currentDirectory, fileSystem: fileSystem)
        guard let library = config.library else { return nil }
        let load = try LibraryFiles.load(library.paths, base: currentDirectory, fileSystem: fileSystem)
        let ratings = RatingsFolder(folder: library.ratings.folder, currentDirectory: currentDirectory, fileSystem: fileSystem).read()
        return LibraryCheck(files: load.files.count, entries: load.entries.count, issues: load.issues,
                            ratingsFolder: PathDisplay(currentDirectory: currentDirectory).show(library.ratings.folder), ratings: ratings)
    }

    /// `library: 812 entries in 3 files; 2 malformed entries skipped.`
    public var summary: String {
        "library: \(entries) entr\(entries == 1 ? "y" : "ies") in \(files) file\(files == 1 ? "" : "s")"
            + (issues.isEmpty ? "." : "; \(issues.count) malformed entr\(issues.count == 1 ? "y" : "ies") skipped.")
    }

    /// `ratings: 12 ratings in ratings/; 1 malformed file skipped.`
    public var ratingsSummary: String {
        let (count, bad) = (ratings.ratings.count, ratings.issues.count)
        return "ratings: \(count) rating\(count == 1 ? "" : "s") in \(ratingsFolder)/"
            + (bad == 0 ? "." : "; \(bad) malformed file\(bad == 1 ? "" : "s") skipped.")
    }
}
