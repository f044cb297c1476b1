import Foundation

/// Holds output until a run has succeeded, so a failed parse prints nothing:
/// in memory up to a limit, then in an unlinked temporary file, so memory stays
/// bounded whatever the size of the output.
final class OutputSpool {
    private var memory: [UInt8] = []
    private var file: FileHandle?
    private let limit: Int

    init(memoryLimit: Int = 8 << 20) {
        limit = memoryLimit
    }

    deinit { try? file?.close() }

    func append(_ bytes: UnsafeRawBufferPointer) throws {
        if let file {
            try file.write(contentsOf: bytes)
            return
        }
        memory.append(contentsOf: bytes)
        if memory.count > limit { try spill() }
    }

    /// Hands everything held to `write`, in order, in chunks.
    func drain(into write: (UnsafeRawBufferPointer) -> Void) throws {
        if let file {
            try file.seek(toOffset: 0)
            while let chunk = try file.read(upToCount: 1 << 20), !chunk.isEmpty {
                chunk.withUnsafeBytes(write)
            }
        } else {
            memory.withUnsafeBytes(write)
        }
    }

    private func spill() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("paperboy-spool-\(UUID().uuidString)").path
        guard FileManager.default.createFile(atPath: path, contents: nil),
              let handle = FileHandle(forUpdatingAtPath: path) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
        // Unlinked at once: the data lives only as long as the handle.
        try? FileManager.default.removeItem(atPath: path)
        try memory.withUnsafeBytes { try handle.write(contentsOf: $0) }
        memory = []
        file = handle
    }
}
