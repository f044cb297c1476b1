import Foundation

/// A token that changes whenever a file may have changed: its size, modification time
/// (to the nanosecond) and inode, so that a file replaced by a rename is seen too.
public enum FileStamp {
    /// The stamp of the regular file at `path`, or nil when there is none.
    public static func of(path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        return "\(info.st_size)-\(time.tv_sec).\(time.tv_nsec)-\(info.st_ino)"
    }
}
