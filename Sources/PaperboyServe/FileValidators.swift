import Foundation

/// A file's cache validators: an `ETag` from what the file system says about it (no read needed)
/// and its modification time for `Last-Modified`, and the conditional-request check against them.
struct FileValidators: Equatable {
    /// The strong entity tag, quoted.
    let etag: String
    /// The modification time, whole seconds (what `Last-Modified` can say).
    let modified: Date

    /// The validators of the file at `url`, with `variant` (the live-reload status an HTML page
    /// is served with) and `variantDate` (when that status last changed) folded in, so a page
    /// revalidates when its banner comes or goes although the file itself did not change.
    init?(of url: URL, variant: String = "", variantDate: Date? = nil) {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
              let size = (attributes[.size] as? NSNumber)?.uint64Value,
              let date = attributes[.modificationDate] as? Date else { return nil }
        let inode = (attributes[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0
        let nanos = UInt64(max(0, date.timeIntervalSince1970 * 1_000_000_000))
        var tag = String(inode, radix: 16) + "-" + String(size, radix: 16) + "-" + String(nanos, radix: 16)
        if !variant.isEmpty { tag += "-" + variant }
        etag = "\"" + tag + "\""
        let latest = max(date, variantDate ?? date)
        modified = Date(timeIntervalSince1970: latest.timeIntervalSince1970.rounded(.down))
    }

    /// Whether a request with these `If-None-Match` / `If-Modified-Since` values already has the
    /// current file (answer 304). `If-None-Match` wins when present, as RFC 9110 says.
    func isNotModified(ifNoneMatch: String?, ifModifiedSince: String?) -> Bool {
        if let ifNoneMatch {
            let tags = ifNoneMatch.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            return tags.contains { $0 == "*" || $0 == etag || $0 == "W/" + etag }
        }
        if let ifModifiedSince, let since = HTTPDate.parse(ifModifiedSince) {
            return modified <= since
        }
        return false
    }
}
