import Foundation
import PaperboyKit

/// What `paperboy serve` runs on: the render's options (config, `--output`, `--data`, `--date`,
/// base URL) and the server's (address, watching).
public struct PreviewOptions: Sendable {
    /// The options every render uses, as `paperboy render` would be given them; `now` is replaced by ``clock`` at each render.
    public var build: BuildOptions
    /// The address to bind: `127.0.0.1` unless told otherwise.
    public var host = "127.0.0.1"
    /// The port; 0 for any free one.
    public var port: UInt16 = 8000
    /// Render at start and on every change of the watched files, and reload open pages.
    public var watch = true
    /// How often the watched files are looked at.
    public var pollInterval: Duration = .milliseconds(500)
    /// The clock each render's digest day is taken from (when ``BuildOptions/day`` is nil).
    public var clock: @Sendable () -> Date = { Date() }

    /// Creates options that render with `build`.
    public init(build: BuildOptions) {
        self.build = build
    }
}

/// A line for the terminal from a running preview.
public enum PreviewMessage: Sendable, Equatable {
    /// Something went as expected (a render, a change seen).
    case info(String)
    /// A render failed: the site stays as it was and the pages show this.
    case failure(String)
    /// A render went through with a warning (a `--date` the archive has no day for).
    case warning(String)
    /// A render's pipeline step, `[i/n] step` (what `--verbose` prints).
    case step(String)
}
