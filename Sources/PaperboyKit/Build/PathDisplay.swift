import Foundation

/// Shows file paths the way the user would type them: relative to the current
/// directory when inside it, absolute otherwise.
struct PathDisplay: Sendable {
    let currentDirectory: URL

    func show(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        var base = currentDirectory.standardizedFileURL.path
        if !base.hasSuffix("/") { base += "/" }
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }
}
