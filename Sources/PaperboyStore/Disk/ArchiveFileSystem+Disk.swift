import Foundation

extension ArchiveFileSystem {
    /// The real disk, through POSIX calls so that every write is flushed (`fsync`)
    /// before it is renamed into place, and every rename's folder is flushed after.
    public static let disk = ArchiveFileSystem(
        read: { url in
            do {
                return try Data(contentsOf: url)
            } catch CocoaError.fileReadNoSuchFile {
                return nil
            } catch let error as NSError where error.domain == NSPOSIXErrorDomain && error.code == Int(ENOENT) {
                return nil
            }
        },
        writeDurably: { data, url in
            let fd = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            guard fd >= 0 else { throw SystemCallError("open") }
            defer { close(fd) }
            try data.withUnsafeBytes { raw in
                var offset = 0
                while offset < raw.count {
                    let written = write(fd, raw.baseAddress! + offset, raw.count - offset)
                    if written < 0 {
                        if errno == EINTR { continue }
                        throw SystemCallError("write")
                    }
                    offset += written
                }
            }
            guard fsync(fd) == 0 else { throw SystemCallError("fsync") }
        },
        rename: { from, to in
            guard Foundation.rename(from.path, to.path) == 0 else { throw SystemCallError("rename") }
            syncFolder(to.deletingLastPathComponent())
        },
        remove: { url in
            if unlink(url.path) != 0, errno != ENOENT { throw SystemCallError("unlink") }
        },
        makeFolder: { url in
            try FileManager().createDirectory(at: url, withIntermediateDirectories: true)
        },
        list: { url in
            guard let walker = FileManager().enumerator(atPath: url.path) else { return [] }
            var files: [String] = []
            for case let relative as String in walker {
                var isDirectory: ObjCBool = false
                if FileManager().fileExists(atPath: url.appendingPathComponent(relative).path, isDirectory: &isDirectory),
                   !isDirectory.boolValue {
                    files.append(relative)
                }
            }
            return files.sorted()
        },
        stamp: { url in FileStamp.of(path: url.path) })

    /// Flushes a folder's entries, so a rename survives a power cut; best effort (some file systems refuse).
    private static func syncFolder(_ url: URL) {
        let fd = open(url.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        close(fd)
    }
}
