/// What is at a path, as ``FileSystem/info`` sees it.
public enum FileInfo: Sendable, Equatable {
    /// A regular file (or a link to one) of this many bytes.
    case file(size: Int)
    /// A folder.
    case folder
    /// Something else: a device, a FIFO or a socket (named, as `a FIFO`), never read.
    case special(String)

    /// True for a folder.
    public var isFolder: Bool { self == .folder }
    /// True for a regular file.
    public var isFile: Bool { if case .file = self { true } else { false } }
}
