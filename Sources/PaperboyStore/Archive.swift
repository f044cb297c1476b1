import Foundation
import PaperboyFileSystem
import PaperboyModels

/// The archive: every item Paperboy has seen, under the digest day it was first
/// seen, kept across runs in a folder a CI job can commit (see ``ArchiveLayout``).
///
/// Opening takes the lock (a second run is refused, not interleaved) and repairs
/// what an interrupted run left (``ArchiveRecovery``). Knowing which ids are new
/// takes only `index.json`; a day's items are read when asked for. A run's items
/// are staged in memory (``stage(_:on:)``, which ``day(_:)`` already shows) and
/// written by ``commit()`` as one transaction (``ArchiveTransaction``): a run that
/// fails before the end leaves the archive exactly as it was. The lock is released
/// when the last copy of the value goes away.
public struct Archive: Sendable {
    /// What a run opens the archive for.
    public enum Purpose: Sendable {
        /// Recording a run's items (fetch, build): creates the archive when there is none
        /// and reads every item id of the index.
        case recording
        /// Reading days (render): the archive must exist; the index's item entries are
        /// not even decoded, since a day file says all there is about its day.
        case reading
        /// Reading days with every item entry of the index.
        case readingWithItems
        /// Reading days with the index's entries of the items seen again on a later day
        /// alone (render with item pages, which list the days each item was seen on).
        case readingItemsSeenAgain

        /// The index's item entries this purpose reads.
        var itemEntries: ArchiveIndex.ItemEntries {
            switch self {
            case .recording, .readingWithItems: .all
            case .reading: .none
            case .readingItemsSeenAgain: .seenAgain
            }
        }
    }

    /// Where the archive lives.
    public let layout: ArchiveLayout
    /// What the archive knows without reading a day, staged changes included.
    public private(set) var index: ArchiveIndex
    private var committedIndex: ArchiveIndex
    private var pending: [DigestDay: Pending] = [:]
    private let purpose: Purpose
    /// The file operations the archive reads and writes through.
    public let fileSystem: FileSystem
    private let lock: FileLock

    /// A staged day: its new content and its committed bytes, if it had any.
    private struct Pending: Sendable {
        var file: DayFile
        var committed: Data?
    }

    private init(layout: ArchiveLayout, index: ArchiveIndex, purpose: Purpose, fileSystem: FileSystem, lock: FileLock) {
        self.layout = layout
        self.index = index
        committedIndex = index
        self.purpose = purpose
        self.fileSystem = fileSystem
        self.lock = lock
    }

    /// Opens the archive in `folder`, creating it when recording and there is none.
    /// - Parameters:
    ///   - folder: The archive folder (`data/`).
    ///   - purpose: Recording (fetch, build) or reading (render).
    ///   - fileSystem: The run's door to the disk.
    /// - Returns: The archive, locked and recovered.
    /// - Throws: ``StoreError`` naming the file: no archive, locked by another run, unreadable, or from a newer paperboy.
    public static func open(at folder: URL, for purpose: Purpose, fileSystem: FileSystem) throws -> Archive {
        let create = purpose == .recording
        let layout = ArchiveLayout(folder: folder)
        let existing = try read(layout.index, fileSystem)
        if existing == nil {
            guard create else {
                throw StoreError(path: layout.folder.path, reason: "no archive here (no index.json); run `paperboy fetch` first")
            }
            if try fileSystem.list(layout.daysFolder).contains(where: { ArchiveLayout.day(fromRelativePath: $0) != nil }) {
                throw StoreError(path: layout.index.path,
                                   reason: "missing, but days/ holds day files; restore index.json (for example with git checkout) rather than start over")
            }
        }
        do {
            try fileSystem.makeFolder(layout.folder)
        } catch {
            throw StoreError(path: layout.folder.path, reason: "cannot create the archive folder", underlying: error)
        }
        let lock: FileLock
        do {
            lock = try fileSystem.lock(layout.lock)
        } catch let refusal as LockRefusal where refusal.isHeld {
            throw StoreError(path: layout.lock.path, reason: "\(refusal.holderName) is using the archive; wait for it to finish and try again")
        } catch {
            throw StoreError(path: layout.lock.path, reason: "cannot lock the archive", underlying: error)
        }
        var index = ArchiveIndex()
        if let data = try read(layout.index, fileSystem) {
            index = try ArchiveIndex(json: data, path: layout.index.path, items: purpose.itemEntries)
        } else {
            do {
                try fileSystem.replace(layout.gitignore, with: Data(ArchiveLayout.gitignoreText.utf8))
                try fileSystem.replace(layout.index, with: index.json)
                try fileSystem.sync(layout.folder)
            } catch {
                throw StoreError(path: layout.index.path, reason: "cannot create the archive", underlying: error)
            }
        }
        do {
            // What recovery put back is flushed before a new transaction builds on it.
            if try !ArchiveRecovery(layout: layout, fileSystem: fileSystem).run(index: index).isEmpty {
                try fileSystem.sync(layout.folder)
            }
        } catch let error as StoreError {
            throw error
        } catch {
            throw StoreError(path: layout.daysFolder.path, reason: "cannot repair what an interrupted run left", underlying: error)
        }
        return Archive(layout: layout, index: index, purpose: purpose, fileSystem: fileSystem, lock: lock)
    }

    /// The archive's days, oldest first.
    public var days: [DigestDay] { index.days.keys.sorted() }

    /// Reads what the archive holds for `day`, staged items included (an empty day when it has nothing).
    /// - Throws: ``StoreError`` naming the day file when it cannot be read or decoded.
    public func day(_ day: DigestDay) throws -> ArchiveDay {
        if let staged = pending[day] { return staged.file.archiveDay }
        return try dayFile(day)?.archiveDay ?? ArchiveDay(day: day, status: .noListing)
    }

    /// A token that changes whenever what ``day(_:)`` returns for `day` may have changed:
    /// the day's revision in the index with its file's size, modification time and inode.
    /// Nil for a day staged in this run or when the file system has no such token, so a
    /// caller that keeps work by this token redoes it then.
    public func changeStamp(of day: DigestDay) -> String? {
        guard pending[day] == nil, let entry = committedIndex.days[day],
              let file = fileSystem.stamp(layout.dayFile(day)) else { return nil }
        return "r\(entry.revision)-\(file)"
    }

    /// Records a run's items under `day` in memory; ``commit()`` writes them.
    /// - Returns: What changes (``ArchiveChange/changed`` is false when the run brought nothing new).
    /// - Throws: ``StoreError`` when the day's file cannot be read, or the archive was opened for reading.
    @discardableResult
    public mutating func stage(_ batches: [SourceHarvest], on day: DigestDay) throws -> ArchiveChange {
        guard purpose == .recording else {
            throw StoreError(path: layout.folder.path, reason: "opened for reading; open it for recording to add items")
        }
        let (file, committed) = try stagedOrCommitted(day)
        var ingest = ArchiveIngest(index: index, file: file)
        let change = ingest.apply(batches)
        if change.changed {
            pending[day] = Pending(file: ingest.file, committed: committed)
            index = ingest.index
        }
        return change
    }

    /// Records TL;DRs asked for `day`'s digest in memory (an entry replaces the day's entry of the
    /// same key); ``commit()`` writes them. A day the archive does not hold is left alone.
    /// - Throws: ``StoreError`` when the day's file cannot be read, or the archive was opened for reading.
    public mutating func stage(_ tldrs: [TLDR], on day: DigestDay) throws {
        guard purpose == .recording else {
            throw StoreError(path: layout.folder.path, reason: "opened for reading; open it for recording to add TL;DRs")
        }
        guard !tldrs.isEmpty, index.days[day] != nil else { return }
        let (read, committed) = try stagedOrCommitted(day)
        var file = read
        var byKey = Dictionary((file.tldrs ?? []).map { ($0.key, $0) }, uniquingKeysWith: { $1 })
        for tldr in tldrs { byKey[tldr.key] = tldr }
        let merged = byKey.values.sorted { ($0.itemID, $0.key) < ($1.itemID, $1.key) }
        guard merged != file.tldrs else { return }
        file.tldrs = merged
        file.revision += 1
        index.days[day]?.revision = file.revision
        pending[day] = Pending(file: file, committed: committed)
    }

    /// The day's staged file, else its committed one (with its bytes), else an empty day.
    private func stagedOrCommitted(_ day: DigestDay) throws -> (DayFile, Data?) {
        if let staged = pending[day] { return (staged.file, staged.committed) }
        let committed = committedIndex.days[day] == nil ? nil : try read(layout.dayFile(day))
        return (try committed.map { try decode($0, day) } ?? DayFile(day: day), committed)
    }

    /// Writes every staged day and the index as one transaction; does nothing when nothing is staged.
    /// - Throws: ``StoreError``; the archive on disk is then as it was, and the staged changes are dropped.
    public mutating func commit() throws {
        guard !pending.isEmpty else { return }
        let encoder = ArchiveJSON.encoder()
        var changes: [ArchiveTransaction.Change] = []
        for (day, staged) in pending.sorted(by: { $0.key < $1.key }) {
            do {
                let bytes = try encoder.encode(staged.file) + Data("\n".utf8)
                changes.append(.init(day: day, bytes: bytes, committed: staged.committed))
            } catch {
                throw StoreError(path: layout.dayFile(day).path, reason: "cannot encode the day", underlying: error)
            }
        }
        defer { pending = [:] }
        do {
            try ArchiveTransaction(layout: layout, fileSystem: fileSystem).commit(changes, index: index)
        } catch {
            // Undo now if the disk lets us; otherwise the next open does.
            _ = try? ArchiveRecovery(layout: layout, fileSystem: fileSystem).run(index: committedIndex)
            index = committedIndex
            throw error
        }
        committedIndex = index
    }

    /// Stages a run's items under `day` and commits them.
    /// - Returns: What changed.
    /// - Throws: ``StoreError``; the archive on disk and this value are then as they were.
    @discardableResult
    public mutating func record(_ batches: [SourceHarvest], on day: DigestDay) throws -> ArchiveChange {
        let change = try stage(batches, on: day)
        try commit()
        return change
    }

    private func dayFile(_ day: DigestDay) throws -> DayFile? {
        guard committedIndex.days[day] != nil, let data = try read(layout.dayFile(day)) else { return nil }
        return try decode(data, day)
    }

    private func decode(_ data: Data, _ day: DigestDay) throws -> DayFile {
        try DayFile(json: data, path: layout.dayFile(day).path)
    }

    private func read(_ url: URL) throws -> Data? { try Self.read(url, fileSystem) }

    private static func read(_ url: URL, _ fileSystem: FileSystem) throws -> Data? {
        do {
            return try fileSystem.read(url)
        } catch {
            throw StoreError(path: url.path, reason: "cannot read", underlying: error)
        }
    }
}
