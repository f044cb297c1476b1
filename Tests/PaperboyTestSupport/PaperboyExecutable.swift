import Foundation

/// The `paperboy` executable the end-to-end tests run.
///
/// `PAPERBOY_EXECUTABLE` names it when set, and `make test` sets it to the release build,
/// the binary users run, for the debug and the release-configuration suites alike. A name
/// that is not an executable is still returned, so the tests that run it fail loudly
/// instead of being skipped. Without the variable it is the one beside the test bundle
/// (`swift build --build-tests` builds it), or nil.
public enum PaperboyExecutable {
    /// The environment variable that names the executable.
    public static let variable = "PAPERBOY_EXECUTABLE"

    /// The executable, or nil when none is named and none is built beside the tests.
    public static let url: URL? = {
        if let named = ProcessInfo.processInfo.environment[variable], !named.isEmpty {
            return URL(fileURLWithPath: named)
        }
        let beside = [Bundle.main.executableURL, URL(fileURLWithPath: CommandLine.arguments[0])]
            .compactMap { $0?.deletingLastPathComponent().appendingPathComponent("paperboy") }
        return beside.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()
}
