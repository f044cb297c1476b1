import Foundation
import PaperboyModels
import PaperboyServices

/// The kinds of document `paperboy parse` reads (see ``PaperboyServices/FeedKind``).
public typealias FeedKind = PaperboyServices.FeedKind
/// A parse failure with its source, line and column.
public typealias FeedParseError = PaperboyServices.FeedParseError

/// Runs the parse stage on one file and writes each item as a JSON line,
/// streaming: memory does not grow with the file.
public struct FeedFileParser: Sendable {
    /// The parse stage's summary of the run.
    public struct Outcome: Sendable {
        public var itemCount: Int
        public var warnings: [String]
    }

    /// Creates a runner.
    public init() {}

    /// Parses `file` and hands JSON Lines output to `write` in chunks of about 64 KiB.
    /// - Throws: ``FeedParseError`` naming the file, line and column.
    public func run(
        file: URL, kind: FeedKind, baseURL: URL?, partial: Bool,
        write: (UnsafeRawBufferPointer) -> Void
    ) throws -> Outcome {
        var buffer: [UInt8] = []
        buffer.reserveCapacity(80 * 1024)
        let feed = try FeedParser().stream(.file(file), kind: kind, baseURL: baseURL, partial: partial) { item in
            ItemRecord.write(item, to: &buffer)
            if buffer.count >= 64 * 1024 {
                buffer.withUnsafeBytes(write)
                buffer.removeAll(keepingCapacity: true)
            }
        }
        if !buffer.isEmpty { buffer.withUnsafeBytes(write) }
        return Outcome(itemCount: feed.itemCount, warnings: feed.warnings)
    }
}
