import Foundation

/// The system calls behind ``FileSystem/disk``.
enum DiskCalls {
    /// Creates or truncates the file at `url` and writes all of `data`, without flushing.
    static func write(_ data: Data, to url: URL) throws {
        let fd = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw SystemCallError("open") }
        defer { close(fd) }
        try data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = Foundation.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw SystemCallError("write")
                }
                offset += written
            }
        }
    }

    /// Flushes the file system holding `url` (its nearest existing folder): `syncfs` where
    /// the system has it, else `sync`, which flushes every file system.
    static func sync(_ url: URL) throws {
        var folder = url
        while info(folder) == nil, folder.path != "/" { folder = folder.deletingLastPathComponent() }
        if let syncfs = syncFileSystem {
            let fd = open(folder.path, O_RDONLY | O_CLOEXEC)
            if fd >= 0 {
                defer { close(fd) }
                guard syncfs(fd) == 0 else { throw SystemCallError("syncfs") }
                return
            }
        }
        Foundation.sync()
    }

    /// `syncfs(2)`, looked up in the C library (the Linux headers declare it only for GNU
    /// sources); nil where there is none (macOS).
    private static let syncFileSystem: (@convention(c) (Int32) -> Int32)? = {
        #if os(Linux)
        guard let symbol = dlsym(nil, "syncfs") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int32) -> Int32).self)
        #else
        return nil
        #endif
    }()

    static func info(_ url: URL) -> FileInfo? {
        var status = stat()
        guard stat(url.path, &status) == 0 else { return nil }
        if (status.st_mode & S_IFMT) == S_IFDIR { return .folder }
        return .file(size: Int(status.st_size))
    }

    static func files(under url: URL) -> [String] {
        guard let walker = FileManager().enumerator(atPath: url.path) else { return [] }
        var files: [String] = []
        for case let relative as String in walker where info(url.appendingPathComponent(relative)).map({ !$0.isFolder }) == true {
            files.append(relative)
        }
        return files.sorted()
    }
}
