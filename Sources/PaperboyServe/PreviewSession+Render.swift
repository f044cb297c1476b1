import Foundation
import PaperboyKit

extension PreviewSession {
    /// Renders as `paperboy render` would; on success tells open pages to reload, on failure
    /// keeps the site, records the error for the banner and sends it to open pages.
    /// - Parameter changed: The paths whose change caused it (empty for the first render).
    func render(because changed: [String]) async {
        var build = options.build
        build.now = options.clock()
        let started = ContinuousClock.now
        if !changed.isEmpty {
            let names = changed.prefix(3).map { Self.show(URL(fileURLWithPath: $0), from: build.currentDirectory) }
            log(.info("Changed: \(names.joined(separator: ", "))\(changed.count > 3 ? " and \(changed.count - 3) more" : "")"))
        }
        do {
            let report = try await SiteBuild(options: build, mode: .render).run { [log] in log(.step($0)) }
            if let config = try? PaperboyConfig.load(from: build.configFile, currentDirectory: build.currentDirectory, fileSystem: build.doors.fileSystem) {
                await watched.replace(with: Self.watchList(config, build))
            }
            await status.record(failure: nil, at: options.clock())
            for warning in report.warnings { log(.warning(warning)) }
            let seconds = (ContinuousClock.now - started) / .milliseconds(1) / 1000
            log(.info(report.summary + String(format: " (%.1f s)", seconds)))
            await hub.send("reload")
        } catch {
            let message = "\(error)".split(whereSeparator: \.isNewline).joined(separator: " ")
            await status.record(failure: message, at: options.clock())
            log(.failure(message))
            await hub.send("failed", data: message)
        }
    }
}
