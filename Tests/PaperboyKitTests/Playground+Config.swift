import Foundation
@testable import PaperboyKit

extension Playground {
    /// Writes `yaml` as `site/paperboy.yml` (plus a feed and a theme folder) and loads it.
    func loadConfig(_ yaml: String) throws -> PaperboyConfig {
        try write("site/feeds/a.xml", "<rss/>")
        try FileManager.default.createDirectory(at: url.appendingPathComponent("site/theme"), withIntermediateDirectories: true)
        let file = try write("site/paperboy.yml", yaml)
        return try PaperboyConfig.load(from: file, currentDirectory: url, fileSystem: .disk)
    }

    /// The error loading `yaml` gives, as the CLI prints it.
    func configError(_ yaml: String) throws -> String? {
        do {
            _ = try loadConfig(yaml)
            return nil
        } catch let error as ConfigError {
            return error.description
        }
    }
}
