import Foundation
import PaperboyFileSystem
import PaperboyModels
import PaperboyServices

/// Turns each configured source into the fetch stage's source of that kind.
struct SourcePlan: Sendable {
    let fetch: FetchConfig
    let gitHubToken: String?
    let display: PathDisplay
    /// The run's door to the disk, for `path:` sources.
    let fileSystem: FileSystem

    func source(for config: SourceConfig) -> any FetchSource {
        switch config.kind {
        case .feed:
            if let url = config.url {
                return FeedURLSource(name: config.name, url: url, format: config.format)
            }
            let file = config.file ?? URL(fileURLWithPath: config.name)
            return FeedFileSource(name: config.name, file: file, display: display.show(file), format: config.format, maxBytes: fetch.maxBytes,
                                  fileSystem: fileSystem)
        case .arxiv:
            return ArxivListingSource(name: config.name, categories: config.categories, batchSize: config.batchSize,
                                      announceTypes: config.announceTypes.map(Set.init), rssBase: fetch.arxivRSS, apiBase: fetch.arxivAPI)
        case .arxivQuery:
            let max = config.maxResults ?? 100
            return ArxivQuerySource(name: config.name, query: config.query ?? "", maxResults: max, pageSize: config.pageSize ?? min(max, 200),
                                    days: config.days, apiBase: fetch.arxivAPI)
        case .githubSearch:
            return GitHubSearchSource(name: config.name, query: config.query ?? "", sort: config.sort, order: config.order,
                                      maxResults: config.maxResults ?? 100, apiBase: fetch.gitHubAPI, token: gitHubToken)
        }
    }
}
