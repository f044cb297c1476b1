import Foundation
import PaperboyFileSystem
import PaperboyModels

/// `kind: feed` with `path:`: a feed document on disk, in any format the parse stage reads:
/// a regular file of at most `fetch.max_bytes` (a device or FIFO would never end).
public struct FeedFileSource: FetchSource {
    /// The name in the config.
    public var name: String
    /// The file.
    public var file: URL
    /// The file as the user would type it, for messages.
    public var display: String
    /// The expected format; `.auto` detects it.
    public var format: FeedKind
    /// The largest file read (`fetch.max_bytes`); only regular files are read.
    public var maxBytes: Int
    /// The run's door to the disk the file is read through.
    public var fileSystem: FileSystem

    /// Creates the source.
    public init(name: String, file: URL, display: String, format: FeedKind = .auto, maxBytes: Int = 64 << 20, fileSystem: FileSystem) {
        self.fileSystem = fileSystem
        self.name = name
        self.file = file
        self.display = display
        self.format = format
        self.maxBytes = maxBytes
    }

    /// `feed`.
    public var kind: String { "feed" }
    /// False: a local file needs no fallback.
    public var usesNetwork: Bool { false }
    /// The path and format.
    public var identity: String { "file \(file.path) \(format.rawValue)" }

    /// Parses the file.
    /// - Throws: ``FeedParseError`` naming the file, line and column.
    public func fetch(in context: FetchContext) async throws -> SourceHarvest {
        guard fileSystem.info(file) != nil else {
            throw FeedParseError(.io, "no such readable file (paths are relative to the config file)", source: display)
        }
        let data: Data
        do {
            data = try fileSystem.read(file, limit: maxBytes)
        } catch let refusal as FileRefusal {
            throw FeedParseError(.io, refusal.reason + " (fetch.max_bytes)", source: display)
        } catch {
            throw FeedParseError(.io, "cannot read the file: \(error)", source: display)
        }
        do {
            let feed = try FeedParser().parse(data: data, kind: format)
            return SourceHarvest(format: feed.kind.rawValue, title: feed.title, link: feed.link, items: feed.items, warnings: feed.warnings,
                                 feedDate: feed.date)
        } catch var error as FeedParseError {
            error.source = display
            throw error
        }
    }
}
