/// What is at a path, as ``FileSystem/info`` sees it.
public enum FileInfo: Sendable, Equatable {
    /// A regular file (or a link to one) of this many bytes.
    case file(size: Int)
    /// A folder.
    case folder

    /// True for a folder.
    public var isFolder: Bool { self == .folder }
}
