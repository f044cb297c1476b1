import Foundation
import PaperboyFileSystem

/// Keeps each network source's last good result under `<cache>/sources/`, so a
/// source that fails on a run can fall back to it.
public struct SnapshotStore: Sendable {
    /// The folder (`<cache>/sources`).
    public let folder: URL
    /// True for replayed and offline runs, which read but never write.
    public let readOnly: Bool
    /// The file operations (no flush of their own: a lost snapshot only loses a fallback).
    public let fileSystem: FileSystem

    /// Creates a store over `folder` (created on first write).
    public init(folder: URL, readOnly: Bool = false, fileSystem: FileSystem) {
        self.folder = folder
        self.readOnly = readOnly
        self.fileSystem = fileSystem
    }

    /// The last good result of the source named `name`, if it was fetched as `identity`.
    public func load(name: String, identity: String) -> SourceSnapshot? {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        guard let data = try? fileSystem.read(file(for: name)),
              let snapshot = try? decoder.decode(SourceSnapshot.self, from: data),
              snapshot.name == name, snapshot.identity == identity else { return nil }
        return snapshot
    }

    /// Saves a good result (atomically; a failed write only loses the fallback).
    public func save(_ snapshot: SourceSnapshot) {
        guard !readOnly else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        do {
            try fileSystem.replace(file(for: snapshot.name), with: try encoder.encode(snapshot))
        } catch {
            // Only the fallback for a later failure is lost.
        }
    }

    private func file(for name: String) -> URL {
        folder.appendingPathComponent(StableName.of(name) + ".json")
    }
}
