import Foundation

extension FileSystem {
    /// Replaces `url` with `data` so that a reader (or a crash) sees the old or the new
    /// file, never part of one: makes its folder, writes `url.tmp`, renames it over `url`.
    /// Not flushed: a cache rebuilt when lost needs no more, and a file that must survive
    /// a power cut is written with ``write`` and renamed after a ``sync``.
    public func replace(_ url: URL, with data: Data) throws {
        try makeFolder(url.deletingLastPathComponent())
        let temporary = url.deletingLastPathComponent().appendingPathComponent(url.lastPathComponent + ".tmp")
        do {
            try write(data, temporary)
            try rename(temporary, url)
        } catch {
            try? remove(temporary)
            throw error
        }
    }

    /// True when the file at `url` holds exactly `data` (sizes first, so most changes cost a stat).
    public func holds(_ data: Data, at url: URL) -> Bool {
        guard info(url) == .file(size: data.count) else { return false }
        return (try? read(url)) == data
    }
}
