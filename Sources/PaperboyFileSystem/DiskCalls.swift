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

    /// Makes the folder at `path` and any missing parent: one `mkdir` when the parent exists.
    static func makeFolder(_ path: String) throws {
        if mkdir(path, 0o755) == 0 { return }
        var code = errno
        let parent = (path as NSString).deletingLastPathComponent
        if code == ENOENT, !parent.isEmpty, parent != path {
            try makeFolder(parent)
            if mkdir(path, 0o755) == 0 { return }
            code = errno
        }
        if code == EEXIST, info(URL(fileURLWithPath: path))?.isFolder == true { return }
        throw SystemCallError("mkdir", code: code)
    }

    static func info(_ url: URL) -> FileInfo? {
        var status = stat()
        guard stat(url.path, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFREG: return .file(size: Int(status.st_size))
        case S_IFIFO: return .special("a FIFO")
        case S_IFCHR: return .special("a character device")
        case S_IFBLK: return .special("a block device")
        case S_IFSOCK: return .special("a socket")
        default: return .special("not a regular file")
        }
    }

    /// The files under `url`, as sorted paths relative to it; symbolic links to files count as
    /// files, links to folders are not followed. Read with `readdir` and its entry types, so
    /// that a site of thousands of files is listed without a `stat` each.
    static func files(under url: URL) -> [String] {
        var files: [String] = []
        collect(url.path, prefix: "", into: &files)
        return files.sorted()
    }

    private static func collect(_ folder: String, prefix: String, into files: inout [String]) {
        guard let handle = opendir(folder) else { return }
        defer { closedir(handle) }
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let path = folder + "/" + name
            var type = Int32(entry.pointee.d_type)
            if type == Int32(DT_UNKNOWN) {
                var status = stat()
                guard lstat(path, &status) == 0 else { continue }
                let format = status.st_mode & S_IFMT
                type = format == S_IFDIR ? Int32(DT_DIR) : format == S_IFLNK ? Int32(DT_LNK) : Int32(DT_REG)
            }
            switch type {
            case Int32(DT_DIR): collect(path, prefix: prefix + name + "/", into: &files)
            case Int32(DT_LNK): if info(URL(fileURLWithPath: path))?.isFolder == false { files.append(prefix + name) }
            default: files.append(prefix + name)
            }
        }
    }
}
