import Foundation

extension FileSystem {
    /// The real disk, through POSIX calls. Writes are not flushed one by one: ``sync`` flushes
    /// the whole file system once (`syncfs(2)` on Linux, `sync(2)` elsewhere).
    public static let disk = FileSystem(
        read: { url in
            do {
                return try Data(contentsOf: url)
            } catch CocoaError.fileReadNoSuchFile {
                return nil
            } catch let error as NSError where error.domain == NSPOSIXErrorDomain && error.code == Int(ENOENT) {
                return nil
            }
        },
        write: { data, url in try DiskCalls.write(data, to: url) },
        rename: { from, to in
            guard Foundation.rename(from.path, to.path) == 0 else { throw SystemCallError("rename") }
        },
        remove: { url in
            if unlink(url.path) != 0, errno != ENOENT { throw SystemCallError("unlink") }
        },
        removeTree: { url in
            do {
                try FileManager().removeItem(at: url)
            } catch {
                // Already gone is what was asked for.
                if DiskCalls.info(url) != nil { throw error }
            }
        },
        makeFolder: { url in try DiskCalls.makeFolder(url.path) },
        list: { url in DiskCalls.files(under: url) },
        entries: { url in
            guard DiskCalls.info(url) == .folder else { return nil }
            return try FileManager().contentsOfDirectory(atPath: url.path).sorted()
        },
        info: { url in DiskCalls.info(url) },
        link: { from, to in
            guard Foundation.link(from.path, to.path) == 0 else { throw SystemCallError("link") }
        },
        stamp: { url in FileStamp.of(path: url.path) },
        sync: { url in try DiskCalls.sync(url) },
        lock: { url in try DiskLock.acquire(url) })
}
