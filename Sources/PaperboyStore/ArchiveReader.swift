import Foundation
import PaperboyFileSystem
import PaperboyModels

/// The archive's committed day files, read without taking its lock: for a reader inside a
/// run that already holds it (the library's document frequencies, asked for while a build
/// has the archive open), which would otherwise wait for itself. It sees what the last
/// committed transaction left; what a run has only staged is not there yet.
///
/// Day files are found and decoded exactly as ``Archive`` does (``ArchiveLayout``, the
/// day file reader): there is one reader of the format.
public struct ArchiveReader: Sendable {
    /// Where the archive lives.
    public let layout: ArchiveLayout
    private let fileSystem: FileSystem

    /// Creates a reader of the archive in `folder`; nothing is read until asked.
    public init(folder: URL, fileSystem: FileSystem) {
        layout = ArchiveLayout(folder: folder)
        self.fileSystem = fileSystem
    }

    /// Every day file under `days/`, oldest first, with its ``FileStamp`` (nil when the file system has none).
    /// - Throws: ``StoreError`` naming `days/` when it cannot be listed.
    public func days() throws -> [(day: DigestDay, stamp: String?)] {
        let paths: [String]
        do {
            paths = try fileSystem.list(layout.daysFolder)
        } catch {
            throw StoreError(path: layout.daysFolder.path, reason: "cannot list the day files", underlying: error)
        }
        return paths.compactMap(ArchiveLayout.day(fromRelativePath:)).sorted()
            .map { ($0, fileSystem.stamp(layout.dayFile($0))) }
    }

    /// What the day file of `day` holds: its items first seen that day, then its updates
    /// (an empty day when there is no file).
    /// - Throws: ``StoreError`` naming the day file when it cannot be read or decoded.
    public func day(_ day: DigestDay) throws -> ArchiveDay {
        let url = layout.dayFile(day)
        let data: Data?
        do {
            data = try fileSystem.read(url)
        } catch {
            throw StoreError(path: url.path, reason: "cannot read", underlying: error)
        }
        guard let data else { return ArchiveDay(day: day, status: .noListing) }
        return try DayFile(json: data, path: url.path).archiveDay
    }

    /// The committed `index.json` with every item entry, nil when there is none (no archive yet).
    /// - Throws: ``StoreError`` naming `index.json` when it cannot be read or decoded.
    public func index() throws -> ArchiveIndex? {
        let data: Data?
        do {
            data = try fileSystem.read(layout.index)
        } catch {
            throw StoreError(path: layout.index.path, reason: "cannot read", underlying: error)
        }
        guard let data else { return nil }
        return try ArchiveIndex(json: data, path: layout.index.path)
    }
}
