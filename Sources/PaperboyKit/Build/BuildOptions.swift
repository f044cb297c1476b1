import Foundation
import PaperboyModels

/// What one source did on a run (re-exported so the CLI needs only PaperboyKit).
public typealias SourceReport = PaperboyModels.SourceReport

/// Whether a source was fetched, fell back to its last good copy, or failed (re-exported for the CLI).
public typealias SourceStatus = PaperboyModels.SourceStatus

/// The day a digest is for (re-exported so the CLI needs only PaperboyKit).
public typealias DigestDay = PaperboyModels.DigestDay

/// What a build needs from outside: the config, overrides, the clock and the working directory.
public struct BuildOptions: Sendable {
    /// The config file.
    public var configFile: URL
    /// The digest day; nil for today in the config's time zone.
    public var day: DigestDay?
    /// Overrides the config's `output:`.
    public var output: URL?
    /// Overrides the config's `data:` (the archive folder).
    public var data: URL?
    /// The build's clock reading: no stage reads the clock itself.
    public var now: Date
    /// Where the command runs: messages show paths relative to it.
    public var currentDirectory: URL
    /// How sources are reached: record, replay, offline, cache, User-Agent, token.
    public var fetch: FetchOptions
    /// Fetch and render as usual, but write nothing: no site, no archive (the fetch cache still fills).
    public var dryRun = false

    /// Creates options.
    public init(configFile: URL, day: DigestDay? = nil, output: URL? = nil, data: URL? = nil, now: Date, currentDirectory: URL,
                fetch: FetchOptions = FetchOptions()) {
        self.configFile = configFile
        self.day = day
        self.output = output
        self.data = data
        self.now = now
        self.currentDirectory = currentDirectory
        self.fetch = fetch
    }
}
