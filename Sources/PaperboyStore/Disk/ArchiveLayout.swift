import Foundation
import PaperboyModels

/// Where things live in an archive folder.
///
/// ```
/// data/
///   index.json            every item id → first-seen day, latest version; every day → revision, counts
///   days/2024/11/28.json  one file per day: its status, sources, new items and updates
///   .lock                 held (flock) by the run using the archive; names its pid
///   .gitignore            keeps the lock and leftovers of interrupted runs out of commits
/// ```
/// Leftovers of an interrupted transaction sit beside the files they concern:
/// `*.tmp` (a write not yet renamed) and `*.rollback` (the previous revision of a day).
public struct ArchiveLayout: Sendable {
    /// The archive folder.
    public let folder: URL

    /// Creates a layout.
    public init(folder: URL) {
        self.folder = folder.standardizedFileURL
    }

    /// `index.json`: the commit point of every transaction.
    public var index: URL { folder.appendingPathComponent("index.json") }
    /// `.lock`.
    public var lock: URL { folder.appendingPathComponent(".lock") }
    /// `.gitignore`.
    public var gitignore: URL { folder.appendingPathComponent(".gitignore") }
    /// `days/`.
    public var daysFolder: URL { folder.appendingPathComponent("days") }

    /// `days/YYYY/MM/DD.json`.
    public func dayFile(_ day: DigestDay) -> URL {
        daysFolder.appendingPathComponent(Self.relativePath(day))
    }

    /// `YYYY/MM/DD.json`.
    static func relativePath(_ day: DigestDay) -> String {
        day.pathText + ".json"
    }

    /// The day a path relative to `days/` names (`2024/11/28.json`), nil for anything else.
    static func day(fromRelativePath path: String) -> DigestDay? {
        guard path.hasSuffix(".json") else { return nil }
        let parts = path.dropLast(5).split(separator: "/")
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2 else { return nil }
        return DigestDay(parts.joined(separator: "-"))
    }

    static let temporarySuffix = ".tmp"
    static let rollbackSuffix = ".rollback"
    static let newSuffix = ".new"

    /// Marks a day file a transaction creates, until the index names it: a day file the index
    /// does not know is a leftover only with this mark beside it.
    static func newMark(for url: URL) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(url.lastPathComponent + newSuffix)
    }

    /// Where `url` is written before it is renamed into place.
    static func temporary(for url: URL) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(url.lastPathComponent + temporarySuffix)
    }

    /// Where a day's committed file is kept while a transaction replaces it.
    static func rollback(for url: URL) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(url.lastPathComponent + rollbackSuffix)
    }

    /// What `.gitignore` says.
    static let gitignoreText = """
        # Written by paperboy: the lock of a running build and leftovers of an interrupted one.
        .lock
        *.tmp
        *.rollback
        *.new

        """
}
