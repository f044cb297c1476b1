import Foundation
import PaperboyFileSystem
import PaperboyModels

/// What `paperboy rank` was asked for.
public struct RankOptions: Sendable {
    /// Output formats.
    public enum Format: String, CaseIterable, Sendable {
        case table, json
    }

    /// The config file.
    public var configFile: URL
    /// Where the command runs (`--library` paths are relative to it).
    public var currentDirectory: URL
    /// The day to rank, `YYYY-MM-DD`; nil for the archive's latest.
    public var date: String?
    /// Only this section's items (after its filters); nil for all of the day's items.
    public var section: String?
    /// Library files or folders replacing the config's; empty to use the config's.
    public var libraries: [String]
    /// The output format.
    public var format: Format
    /// At most this many items; nil for all.
    public var limit: Int?
    /// For `--eval` (``RankEvaluation``): how many of the latest library entries and likes to hold out.
    public var holdout: Int
    /// The door to the disk the config, library, archive and term cache go through.
    public var fileSystem: FileSystem

    /// Creates options.
    public init(configFile: URL, currentDirectory: URL, date: String? = nil, section: String? = nil, libraries: [String] = [],
                format: Format = .table, limit: Int? = nil, holdout: Int = 10, fileSystem: FileSystem) {
        self.fileSystem = fileSystem
        self.configFile = configFile
        self.currentDirectory = currentDirectory
        self.date = date
        self.section = section
        self.libraries = libraries
        self.format = format
        self.limit = limit
        self.holdout = holdout
    }
}

extension RankOptions {
    /// True for a date `--date` accepts.
    public static func isDay(_ text: String) -> Bool { DigestDay(text) != nil }

    /// The config, and the library files to rank by: `--library`'s, else the config's.
    /// - Throws: ``ConfigError`` for a bad config, or when neither names a library.
    func configAndLibrary() throws -> (PaperboyConfig, [URL]) {
        let config = try PaperboyConfig.load(from: configFile, currentDirectory: currentDirectory, fileSystem: fileSystem)
        let paths = libraries.isEmpty
            ? (config.library?.paths ?? [])
            : libraries.map { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : currentDirectory.appendingPathComponent($0).standardizedFileURL }
        guard !paths.isEmpty else {
            throw ConfigError(file: LibraryFiles.display(config.file, base: currentDirectory),
                              reason: "no library: set library: paths: in the config or pass --library")
        }
        return (config, paths)
    }
}

/// A `paperboy rank` request that names something the config does not have.
public struct RankUsageError: PaperboyError {
    /// What is wrong.
    public var description: String
    /// An option, not a file: no place.
    public var location: ErrorLocation? { nil }
    /// The whole message.
    public var reason: String { description }
}
