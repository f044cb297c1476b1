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
                throw ConfigIssue(path.appending("kind"), "unknown source kind \"\(kindText)\" (expected one of: \(known))")
            }
            try checkKeys(entry, kind: kind, at: path)
            sources.append(try resolveSource(entry, name: name, kind: kind, folder: folder, at: path))
        }
        return sources
    }
}
