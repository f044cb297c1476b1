import Foundation

/// The disk's lock (``FileSystem/disk``'s ``FileSystem/lock``): an advisory `flock` on a
/// file that holds the pid of the process that has it.
///
/// The kernel drops the lock when its process ends, however it ends, so a lock file left
/// behind by a killed run is stale by definition and the next run simply takes it over.
/// Released when the ``FileLock`` is deallocated: the file is unlinked while still locked,
/// and a process that locked the unlinked file notices (its inode is no longer the path's)
/// and tries again.
enum DiskLock {
    /// Takes the lock at `file`.
    /// - Throws: ``LockRefusal``: held by another process (with its pid), or not lockable.
    static func acquire(_ file: URL) throws -> FileLock {
        for _ in 0..<10 {
            let fd = open(file.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
            guard fd >= 0 else { throw LockRefusal(file: file, isHeld: false, cause: SystemCallError("open")) }
            if flock(fd, LOCK_EX | LOCK_NB) != 0 {
                let code = errno
                let holder = Self.holder(fd)
                close(fd)
                if code == EWOULDBLOCK { throw LockRefusal(file: file, isHeld: true, holder: holder) }
                throw LockRefusal(file: file, isHeld: false, cause: SystemCallError("flock", code: code))
            }
            var held = stat()
            var current = stat()
            if fstat(fd, &held) == 0, stat(file.path, &current) == 0, held.st_ino == current.st_ino, held.st_dev == current.st_dev {
                let text = "\(getpid())\n"
                _ = ftruncate(fd, 0)
                _ = text.withCString { pwrite(fd, $0, strlen($0), 0) }
                let path = file.path
                return FileLock {
                    unlink(path)
                    close(fd)
                }
            }
            // We locked a file a finishing process has just unlinked: start over on the new one.
            close(fd)
        }
        throw LockRefusal(file: file, isHeld: false)
    }

    /// The pid written in the lock file, if it holds one.
    private static func holder(_ fd: Int32) -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = pread(fd, &buffer, buffer.count, 0)
        guard count > 0 else { return nil }
        let text = String(decoding: buffer[..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return Int32(text)
    }
}
