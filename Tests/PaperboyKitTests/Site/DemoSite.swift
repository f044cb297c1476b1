import Foundation
@testable import PaperboyKit
import PaperboyModels

/// Builds the demo (Examples/paperboy.yml, 2024-11-28) into a temporary folder, once per call.
enum DemoSite {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let examples = repository.appendingPathComponent("Examples")
    static let golden = repository.appendingPathComponent("Tests/PaperboyKitTests/Golden/demo")
    /// 2024-11-28T12:00:00Z.
    static let noon = Date(timeIntervalSince1970: 1_732_795_200)

    /// The pages kept as golden files: `make golden` rewrites them.
    static let goldenPages = [
        "index.html", "2024/11/28/index.html", "2024/11/28/compact.html", "2024/11/28/index.md", "archive/index.html", "404.html", "about.html",
        "sections/language-models/index.html", "categories/cs-cl/index.html", "categories/index.html", "search/index.html",
        "feeds/atom.xml", "feeds/feed.json", "feeds/language-models.atom.xml", "sitemap.xml", "search/index.js", "search/2024-11.js", "authors/index.html",
        "items/2310.15508.html", "items/github-kestrel-ai-swift-llm-kit-291bd2815194d49c.html",
    ]

    /// Builds the demo site into a new temporary folder and returns that folder.
    static func build() async throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("paperboy-demo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let options = BuildOptions(doors: .testing, configFile: examples.appendingPathComponent("paperboy.yml"), day: DigestDay("2024-11-28"),
                                   output: folder.appendingPathComponent("site"), data: folder.appendingPathComponent("data"),
                                   now: noon, currentDirectory: repository)
        _ = try await SiteBuild(options: options).run()
        return folder.appendingPathComponent("site")
    }

    /// Every file of a site folder, relative paths sorted.
    static func files(in site: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(at: site, includingPropertiesForKeys: [.isRegularFileKey])
        var out: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { continue }
            out.append(String(url.standardizedFileURL.path.dropFirst(site.standardizedFileURL.path.count + 1)))
        }
        return out.sorted()
    }
}
