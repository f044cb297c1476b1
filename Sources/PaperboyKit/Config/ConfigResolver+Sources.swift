import Foundation
import PaperboyControllers
import PaperboyModels
import PaperboyServices

extension ConfigResolver {
    func resolveSources(_ raw: [ConfigFile.Source]?, folder: URL) throws -> [SourceConfig] {
        let listPath = ConfigPath().appending("sources")
        guard let raw, !raw.isEmpty else { throw ConfigIssue(listPath, "list at least one source") }
        var seen = Set<String>()
        var sources: [SourceConfig] = []
        for (index, entry) in raw.enumerated() {
            let path = listPath.appending(index)
            guard let name = try nonEmpty(entry.name, at: path.appending("name")) else {
                throw ConfigIssue(path, "a source needs a name:")
            }
            guard seen.insert(name).inserted else {
                throw ConfigIssue(path.appending("name"), "another source is already named \"\(name)\"")
            }
            let kindText = entry.kind ?? SourceConfig.Kind.feed.rawValue
            guard let kind = SourceConfig.Kind(rawValue: kindText) else {
                let known = SourceConfig.Kind.allCases.map(\.rawValue).joined(separator: ", ")
                throw ConfigIssue(path.appending("kind"), "source kind \"\(kindText)\" is not supported yet (supported: \(known))")
            }
            let formatText = entry.format ?? FeedKind.auto.rawValue
            guard let format = FeedKind(rawValue: formatText) else {
                let known = FeedKind.allCases.map(\.rawValue).joined(separator: ", ")
                throw ConfigIssue(path.appending("format"), "unknown format \"\(formatText)\" (expected one of: \(known))")
            }
            if entry.url != nil {
                throw ConfigIssue(path.appending("url"), "fetching sources by URL is not supported yet; download the feed and give its path:")
            }
            guard let file = try nonEmpty(entry.path, at: path.appending("path")) else {
                throw ConfigIssue(path, "a feed source needs a path: (relative to the config file)")
            }
            sources.append(SourceConfig(name: name, kind: kind, file: URL(fileURLWithPath: file, relativeTo: folder).standardizedFileURL, format: format))
        }
        return sources
    }
}
