import Foundation

/// The archive's lock: one run at a time, refused with a clear message rather than interleaved.
///
/// The lock is an advisory `flock` on `data/.lock`, which holds the pid of the
/// run that has it. The kernel drops the lock when its process ends, however it
/// ends, so a lock file left behind by a killed run is stale by definition and the
/// next run simply takes it over. Released when the value is deallocated: the file
/// is unlinked while still locked, and a run that locked the unlinked file notices
/// (its inode is no longer the path's) and tries again.
public final class ArchiveLock: Sendable {
    /// The lock file.
    public let file: URL
    private let descriptor: Int32

    private init(file: URL, descriptor: Int32) {
        self.file = file
        self.descriptor = descriptor
    }

    /// Takes the lock at `file` or throws.
    /// - Throws: ``ArchiveError`` naming the file: held by another run (with its pid), or not lockable.
    public static func acquire(_ file: URL) throws -> ArchiveLock {
        for _ in 0..<10 {
            let fd = open(file.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
            guard fd >= 0 else {
                throw ArchiveError(path: file.path, reason: "cannot create the lock file", underlying: SystemCallError("open"))
            }
            if flock(fd, LOCK_EX | LOCK_NB) != 0 {
                let code = errno
                let holder = Self.holder(fd)
                close(fd)
                if code == EWOULDBLOCK {
                    let who = holder.map { "another paperboy run (pid \($0))" } ?? "another paperboy run"
                    throw ArchiveError(path: file.path, reason: "\(who) is using the archive; wait for it to finish and try again")
                }
                throw ArchiveError(path: file.path, reason: "cannot lock the archive", underlying: SystemCallError("flock", code: code))
            }
            var held = stat()
            var current = stat()
            if fstat(fd, &held) == 0, stat(file.path, &current) == 0, held.st_ino == current.st_ino, held.st_dev == current.st_dev {
                let text = "\(getpid())\n"
                _ = ftruncate(fd, 0)
                _ = text.withCString { pwrite(fd, $0, strlen($0), 0) }
                return ArchiveLock(file: file, descriptor: fd)
            }
            // We locked a file a finishing run has just unlinked: start over on the new one.
            close(fd)
        }
        throw ArchiveError(path: file.path, reason: "cannot lock the archive: the lock file keeps changing")
    }

    deinit {
        unlink(file.path)
        close(descriptor)
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
