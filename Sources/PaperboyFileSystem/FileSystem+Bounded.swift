import Foundation
import PaperboyModels

extension FileSystem {
    /// The bytes of a regular file of at most `limit` bytes: a device (`/dev/zero`), a FIFO
    /// or a folder would otherwise hang a run or fill its memory.
    /// - Throws: ``FileRefusal`` for a missing, irregular or too large file; the read's error.
    public func read(_ url: URL, limit: Int) throws -> Data {
        try check(url, limit: limit)
        guard let data = try read(url) else { throw FileRefusal(reason: "the file is missing") }
        guard data.count <= limit else { throw FileRefusal(reason: "the file grew past the limit of \(limit) bytes while it was read") }
        return data
    }

    /// Checks that `url` is a regular file of at most `limit` bytes.
    /// - Throws: ``FileRefusal``.
    public func check(_ url: URL, limit: Int) throws {
        switch info(url) {
        case nil: throw FileRefusal(reason: "the file is missing")
        case .folder: throw FileRefusal(reason: "not a regular file (a folder), so it is not read")
        case .special(let kind): throw FileRefusal(reason: "not a regular file (\(kind)), so it is not read")
        case .file(let size):
            guard size <= limit else { throw FileRefusal(reason: "the file is \(size) bytes, over the limit of \(limit)") }
        }
    }
}

/// Why ``FileSystem/read(_:limit:)`` did not read a file.
public struct FileRefusal: PaperboyError {
    /// What is wrong with the file.
    public var reason: String

    /// Creates a refusal.
    public init(reason: String) {
        self.reason = reason
    }

    /// The reason.
    public var description: String { reason }
    /// The refusal names no place: the caller's error names the file.
    public var location: ErrorLocation? { nil }
}
