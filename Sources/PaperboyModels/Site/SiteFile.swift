import Foundation

/// One file of the rendered site, held in memory until the whole site is ready.
public struct SiteFile: Sendable, Hashable {
    /// The path relative to the site root, `/`-separated (`index.html`, `assets/style.css`).
    public var path: String
    /// The bytes to write (empty for a kept file).
    public var contents: Data
    /// True when the file is the one already in the site, unchanged (a day that was not
    /// re-rendered); the writer links the old file instead of writing bytes.
    public var isKept = false

    /// Creates a file.
    public init(path: String, contents: Data) {
        self.path = path
        self.contents = contents
    }

    /// Creates a file holding `text` as UTF-8.
    public init(path: String, text: String) {
        self.init(path: path, contents: Data(text.utf8))
    }

    /// A file whose bytes are those already at `path` in the current site.
    public static func kept(_ path: String) -> SiteFile {
        var file = SiteFile(path: path, contents: Data())
        file.isKept = true
        return file
    }
}
