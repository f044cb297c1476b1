import Foundation
import PaperboyModels
import PaperboyFileSystem

/// What one source did on a run (re-exported so the CLI needs only PaperboyKit).
public typealias SourceReport = PaperboyModels.SourceReport

/// Whether a source was fetched, fell back to its last good copy, or failed (re-exported for the CLI).
public typealias SourceStatus = PaperboyModels.SourceStatus

/// The day a digest is for (re-exported so the CLI needs only PaperboyKit).
public typealias DigestDay = PaperboyModels.DigestDay

/// What a run found, sent and spent on TL;DRs (re-exported for the CLI).
public typealias TLDRSpending = PaperboyModels.TLDRSpending

/// What a build needs from outside: the config, overrides, the clock and the working directory.
public struct BuildOptions: Sendable {
    /// The config file.
    public var configFile: URL
    /// The digest day; nil for the default (``DigestDayCheck``): the day of the arXiv listing
    /// served now when the config reads an arXiv listing, else today in the config's time zone.
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
    /// The disk and the network the run goes through, chosen by the caller: every read and
    /// write (config, theme, library, archive, site, state beside it, caches, e-mail) and
    /// every fetch.
    public var doors: Doors
    /// `--catch-up`: do nothing when the digest day is already in the archive, whole (``SiteBuild/archivedDay(_:)``).
    public var catchUp = false
    /// `--retry-later`: a later run the same day follows this one, so an arXiv listing not rebuilt
    /// for the digest day yet is ``SourceStatus/pending``, not a failure, and a run that read
    /// nothing else writes nothing and ends well (``BuildReport/Skip/listingNotRebuilt(_:)``).
    public var retryLater = false
    /// Overrides the config's `base_url:` (the CLI's `--base-url`, else `PAPERBOY_BASE_URL`):
    /// an absolute http(s) URL ending in `/` (see ``siteBaseURL(_:)``).
    public var baseURL: URL?

    /// Creates options.
    public init(doors: Doors, configFile: URL, day: DigestDay? = nil, output: URL? = nil, data: URL? = nil, now: Date, currentDirectory: URL,
                fetch: FetchOptions = FetchOptions()) {
        self.doors = doors
        self.configFile = configFile
        self.day = day
        self.output = output
        self.data = data
        self.now = now
        self.currentDirectory = currentDirectory
        self.fetch = fetch
    }
}

extension BuildOptions {
    /// The run's door to the disk.
    var fileSystem: FileSystem { doors.fileSystem }

    /// The name of the environment variable the CLI reads a base URL from when `--base-url`
    /// is not given (precedence: `--base-url`, then this variable, then the config's `base_url:`).
    public static let baseURLEnvironmentVariable = "PAPERBOY_BASE_URL"

    /// `text` as the URL a site is published at: an absolute `http`/`https` URL with a host and
    /// no query or fragment, given a trailing `/` when it lacks one
    /// (`https://user.github.io/repo` → `https://user.github.io/repo/`); nil for anything else.
    public static func siteBaseURL(_ text: String) -> URL? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let lower = trimmed.lowercased()
        guard lower.hasPrefix("https://") || lower.hasPrefix("http://"),
              var components = URLComponents(string: trimmed), let host = components.host, !host.isEmpty,
              components.query == nil, components.fragment == nil else { return nil }
        if !components.percentEncodedPath.hasSuffix("/") { components.percentEncodedPath += "/" }
        return components.url
    }
}
