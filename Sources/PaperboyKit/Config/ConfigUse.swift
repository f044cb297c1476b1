import Foundation

/// What a run will do with a config beyond reading it: the checks that hold only for
/// such a run, made by ``PaperboyConfig/load(from:currentDirectory:for:)`` with the rest,
/// so a failure names the key's line and column like any other config error.
///
/// `render` does not read sources, so a missing `path:` file does not stop it; `fetch`
/// writes no e-mail, so it needs no base URL. `check` takes the uses of `build`.
public struct ConfigUse: Sendable, Hashable {
    /// The run reads the sources (`fetch`, `build`, `check`): every `path:` file must be there.
    public var readsSources: Bool
    /// The run renders the e-mail edition when `email:` enables it (`render`, `build`, `check`),
    /// whose link to the site needs a base URL.
    public var rendersEmail: Bool
    /// The base URL given outside the config (`--base-url`, `PAPERBOY_BASE_URL`), which
    /// stands in for `base_url:`.
    public var baseURL: URL?

    /// Creates a use.
    public init(readsSources: Bool, rendersEmail: Bool, baseURL: URL? = nil) {
        self.readsSources = readsSources
        self.rendersEmail = rendersEmail
        self.baseURL = baseURL
    }

    /// Reading the config alone (`explain`, `rank`, `export opml`, `theme`): no check beyond it.
    public static let reading = ConfigUse(readsSources: false, rendersEmail: false)
}
