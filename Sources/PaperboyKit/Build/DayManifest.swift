import Foundation
import PaperboyModels
import PaperboyViews

/// What each day page of the current site was rendered from, kept in the site as
/// `.paperboy-days.json`, so that a build re-renders only the days whose inputs changed.
///
/// A day's key hashes everything its two pages depend on: every shown field of the digest,
/// the previous and next days (the page's links), the site options and every template's
/// text. When the key matches and both files are still in the site, the pages are
/// kept as they are (``SiteFile/kept(_:)``) instead of rendered.
struct DayManifest: Sendable {
    static let file = ".paperboy-days.json"

    /// Keys by ISO day.
    var keys: [String: String]

    /// The manifest of the site at `output`; empty when there is none or it is unreadable.
    static func load(from output: URL) -> DayManifest {
        let url = output.appendingPathComponent(file)
        guard let data = try? Data(contentsOf: url),
              let keys = try? JSONDecoder().decode([String: String].self, from: data) else { return DayManifest(keys: [:]) }
        return DayManifest(keys: keys)
    }

    /// The manifest as a site file.
    func siteFile() throws -> SiteFile {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        return SiteFile(path: Self.file, contents: try encoder.encode(keys))
    }

    /// The part of every day's key that is the same for all days: templates and options.
    static func themeKey(_ theme: Theme, options: SiteOptions) -> UInt64 {
        var hash = FNV1a()
        for name in theme.templates.names { hash.add(name); hash.add(theme.templates.sources[name]?.text ?? "") }
        hash.add(options.title)
        hash.add(options.aboutMarkdown == nil ? "no-about" : "about")
        return hash.value
    }

    /// One day's key.
    static func key(_ digest: Digest, previous: DigestDay?, next: DigestDay?, themeKey: UInt64) -> String {
        var hash = FNV1a()
        hash.add(String(themeKey))
        hash.add(previous?.isoText ?? "-")
        hash.add(next?.isoText ?? "-")
        hash.add(digest)
        return String(hash.value, radix: 16)
    }
}

/// 64-bit FNV-1a: a fast, stable (not cryptographic) hash for change detection.
struct FNV1a {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ text: String) {
        var v = value
        for byte in text.utf8 {
            v ^= UInt64(byte)
            v = v &* 0x0000_0100_0000_01b3
        }
        value = (v ^ 0) &* 0x0000_0100_0000_01b3 // a 0 byte ends each string, so ("ab", "c") ≠ ("a", "bc")
    }

    mutating func add(_ data: Data) {
        var v = value
        data.withUnsafeBytes { buffer in
            for byte in buffer {
                v ^= UInt64(byte)
                v = v &* 0x0000_0100_0000_01b3
            }
        }
        value = v
    }
}
