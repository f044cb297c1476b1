import Foundation
import PaperboyControllers
import PaperboyModels
import PaperboyServices

/// Reads a configured source into items with the parse stage.
struct SourceReader: Sendable {
    let display: PathDisplay

    /// Parses `source`'s file.
    /// - Throws: ``SourceError`` naming the source and the file, line and column.
    func read(_ source: SourceConfig) throws -> SourceItems {
        let file = display.show(source.file)
        guard FileManager().isReadableFile(atPath: source.file.path) else {
            throw SourceError(source: source.name, file: file, reason: "\(file): no such readable file (paths are relative to the config file)")
        }
        let feed: ParsedFeed
        do {
            feed = try FeedParser().parse(contentsOf: source.file, kind: source.format)
        } catch var error as FeedParseError {
            error.source = file
            throw SourceError(source: source.name, file: file, reason: error.description, underlying: error)
        } catch {
            throw SourceError(source: source.name, file: file, reason: "\(file): \(error)", underlying: error)
        }
        let record = DigestSource(name: source.name, format: feed.kind.rawValue, title: feed.title, link: feed.link,
                                  itemCount: feed.items.count, warnings: feed.warnings)
        return SourceItems(source: record, items: feed.items)
    }
}
