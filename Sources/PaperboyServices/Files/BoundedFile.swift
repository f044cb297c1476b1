import Foundation
import PaperboyModels

/// Reads a file only when it is a regular file no larger than a limit: a device
/// (`/dev/zero`), a FIFO or a folder would otherwise hang a run or fill its memory.
public enum BoundedFile {
    /// Why a file was not read.
    public struct Refusal: PaperboyError {
        /// What is wrong with the file.
        public var reason: String

        /// The reason.
        public var description: String { reason }
        /// The refusal names no place: the caller's error names the file.
        public var location: ErrorLocation? { nil }
    }

    /// The file's bytes.
    /// - Throws: ``Refusal`` for a file that is not regular or is over `limit` bytes; the
    ///   file system's error when it cannot be read.
    public static func read(_ url: URL, limit: Int) throws -> Data {
        try check(url, limit: limit)
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        // Read one byte past the limit: a file that grew since the check is still refused.
        let data = try handle.read(upToCount: limit + 1) ?? Data()
        guard data.count <= limit else { throw Refusal(reason: "the file grew past the limit of \(limit) bytes while it was read") }
        return data
    }

    /// Checks that `url` is a regular file of at most `limit` bytes, for a reader that streams it.
    /// - Throws: ``Refusal``, or the file system's error when it cannot be examined.
    public static func check(_ url: URL, limit: Int) throws {
        var info = stat()
        guard stat(url.path, &info) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw Refusal(reason: "not a regular file (\(kind(info.st_mode))), so it is not read")
        }
        guard Int(info.st_size) <= limit else {
            throw Refusal(reason: "the file is \(info.st_size) bytes, over the limit of \(limit)")
        }
    }

    private static func kind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "not a regular file"
        }
    }
}
