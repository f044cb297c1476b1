import Foundation
import PaperboyKit
@testable import PaperboyServe

/// A digest project in a temporary folder: a config, a local feed, a `templates/` folder holding
/// a copy of the default layout, and an archive with one day (built once, offline). Removed when released.
final class ServeProject: @unchecked Sendable {
    let url: URL
    static let day = DigestDay("2024-11-28")!
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    init() async throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("paperboy-serve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try write("feed.xml", """
            <rss version="2.0"><channel><title>Local</title>
            <item><title>A post about caching</title><link>https://example.org/a</link><guid>a</guid></item></channel></rss>
            """)
        try write("paperboy.yml", """
            title: Serve test
            templates: templates
            output: site
            data: data
            sources:
              - name: local
                path: feed.xml
            """)
        let layout = try String(contentsOf: Self.repository.appendingPathComponent("Templates/layout.html.mustache"), encoding: .utf8)
        try write("templates/layout.html.mustache", layout)
        _ = try await SiteBuild(options: buildOptions(), mode: .build).run()
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// The options `paperboy render --config paperboy.yml --date 2024-11-28` would run with (`output` overriding).
    func buildOptions(output: String? = nil) -> BuildOptions {
        BuildOptions(doors: .testing, configFile: url.appendingPathComponent("paperboy.yml"), day: Self.day,
                     output: output.map { url.appendingPathComponent($0) }, now: Date(), currentDirectory: url)
    }

    /// Preview options on a free port of 127.0.0.1, polling every 50 ms.
    func previewOptions(watch: Bool = true) -> PreviewOptions {
        var options = PreviewOptions(build: buildOptions())
        options.port = 0
        options.watch = watch
        options.pollInterval = .milliseconds(50)
        return options
    }

    @discardableResult
    func write(_ path: String, _ text: String) throws -> URL {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return file
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
    }

    /// Every file under `path` with its bytes, keyed by relative path.
    func files(under path: String) throws -> [String: Data] {
        let root = url.appendingPathComponent(path)
        var result: [String: Data] = [:]
        guard let walker = FileManager.default.enumerator(atPath: root.path) else { return result }
        for case let relative as String in walker {
            var isDirectory: ObjCBool = false
            let file = root.appendingPathComponent(relative)
            if FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                result[relative] = try Data(contentsOf: file)
            }
        }
        return result
    }
}
