import Foundation
import PaperboyKit

/// `paperboy serve`: a ``PreviewServer`` over the config's output folder and, in watch mode, the
/// loop that renders again when the config, the templates, `about.md` or the archive change and
/// tells open pages to reload.
///
/// A render is `paperboy render` exactly (``SiteBuild`` in `.render` mode: no network); it
/// replaces the output folder only when it succeeds, so a failed one leaves the last good site
/// being served, with the error in a banner on its pages and on the terminal.
public final class PreviewSession: Sendable {
    /// The options it runs on.
    public let options: PreviewOptions
    /// The folder served.
    public let site: URL
    let server: PreviewServer
    let hub: ReloadHub
    let status: RenderStatus
    let watched: WatchedPaths
    let log: @Sendable (PreviewMessage) -> Void

    /// Where the site is served: `http://HOST:PORT/`.
    public var url: URL { server.url }
    /// How many pages listen for reloads now.
    public var listeners: Int { get async { await hub.count } }

    /// Loads the config (not needed to serve a given `output` without watching), binds the
    /// server and, in watch mode, renders once.
    /// - Parameter log: Receives a line per render (and per failure).
    /// - Throws: ``ConfigError`` for a config that does not load; ``DigestDayError`` (watching)
    ///   for a `--date` more than one day ahead; ``ServeError`` when the port is taken or cannot
    ///   be bound, or (without watching) when the site folder does not exist.
    public static func start(_ options: PreviewOptions, log: @escaping @Sendable (PreviewMessage) -> Void = { _ in }) async throws -> PreviewSession {
        // Serving a given folder as it is needs no config; everything else starts from it.
        let config = options.watch || options.build.output == nil
            ? try PaperboyConfig.load(from: options.build.configFile, currentDirectory: options.build.currentDirectory,
                                       fileSystem: options.build.doors.fileSystem) : nil
        guard let site = (options.build.output ?? config?.output)?.standardizedFileURL else { throw ServeError("nothing to serve") }
        if options.watch, let config {
            var build = options.build
            build.now = options.clock()
            try SiteBuild.refuseFutureDay(build, timeZone: config.timeZone)
        }
        if !options.watch {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: site.path, isDirectory: &isDirectory), isDirectory.boolValue else {
                let shown = Self.show(site, from: options.build.currentDirectory)
                throw ServeError("\(shown): no such folder (render the site first: paperboy render, or serve without --no-watch)")
            }
        }
        let hub = ReloadHub(), status = RenderStatus()
        let handler = PreviewHandler(files: SiteFiles(root: site), hub: hub, status: status, liveReload: options.watch)
        let server = try await PreviewServer.start(host: options.host, port: options.port, handler: handler)
        let session = PreviewSession(options: options, site: site, server: server, hub: hub, status: status,
                                     watched: WatchedPaths(config.map { Self.watchList($0, options.build) } ?? []), log: log)
        if options.watch { await session.render(because: []) }
        return session
    }

    private init(options: PreviewOptions, site: URL, server: PreviewServer, hub: ReloadHub, status: RenderStatus,
                 watched: WatchedPaths, log: @escaping @Sendable (PreviewMessage) -> Void) {
        self.options = options
        self.site = site
        self.server = server
        self.hub = hub
        self.status = status
        self.watched = watched
        self.log = log
    }

    /// Watches and renders until the task is cancelled (without watching, only waits).
    public func run() async {
        guard options.watch else {
            while !Task.isCancelled { try? await Task.sleep(for: .seconds(3600)) }
            return
        }
        var debouncer = ChangeDebouncer(settled: FileSnapshot.take(of: await watched.paths))
        while !Task.isCancelled {
            try? await Task.sleep(for: options.pollInterval)
            if Task.isCancelled { break }
            if let changed = debouncer.observe(FileSnapshot.take(of: await watched.paths)) {
                await render(because: changed)
            }
        }
    }

    /// Closes the pages' event streams and stops the server.
    public func stop() async {
        await hub.close()
        await server.stop()
    }

    /// The paths watched now: the config file, the templates folder, `about.md` beside the config, the archive folder.
    public var watchedPaths: [URL] { get async { await watched.paths } }

    /// `url`'s path relative to `directory` when it lies inside it, else absolute.
    public static func show(_ url: URL, from directory: URL) -> String {
        let base = directory.standardizedFileURL.path
        let path = url.standardizedFileURL.path
        return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
    }

    static func watchList(_ config: PaperboyConfig, _ build: BuildOptions) -> [URL] {
        var paths = [config.file]
        if let templates = config.templates { paths.append(templates) }
        paths.append(config.file.deletingLastPathComponent().appendingPathComponent("about.md"))
        paths.append(build.data ?? config.data)
        return paths.map(\.standardizedFileURL)
    }
}

/// The watch list, replaced after each render (the config may name other folders now).
actor WatchedPaths {
    private(set) var paths: [URL]

    init(_ paths: [URL]) { self.paths = paths }

    func replace(with paths: [URL]) { self.paths = paths }
}
