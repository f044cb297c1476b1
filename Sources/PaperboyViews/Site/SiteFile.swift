import Foundation

/// One file of the rendered site, held in memory until the whole site is ready.
public struct SiteFile: Sendable, Hashable {
    /// The path relative to the site root, `/`-separated (`index.html`, `assets/style.css`).
    public var path: String
    /// The bytes to write.
    public var contents: Data

    /// Creates a file.
    public init(path: String, contents: Data) {
        self.path = path
        self.contents = contents
    }

    /// Creates a file holding `text` as UTF-8.
    public init(path: String, text: String) {
        self.init(path: path, contents: Data(text.utf8))
    }
}
