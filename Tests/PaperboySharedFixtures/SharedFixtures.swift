import Foundation

/// The team's real captured responses, `../shared/fixtures` beside the repository (see its
/// `SOURCES.md`): the one rule for where they are, whether they are there and what a test
/// says when they are not.
///
/// A test that reads them is skipped with its reason when they are absent
/// (`.enabled(if: SharedFixtures.available, "…")`), never passed after a printed line. Under
/// CI (`CI=true`) they are required: `SharedFixturesPresenceTests` fails the run without them.
/// `PAPERBOY_SHARED_FIXTURES` names another folder; a missing one shows every skip:
/// `PAPERBOY_SHARED_FIXTURES=/nonexistent swift test`.
public enum SharedFixtures {
    /// The environment variable that names the folder instead of `../shared/fixtures`.
    public static let variable = "PAPERBOY_SHARED_FIXTURES"

    /// Where the tests look: `$PAPERBOY_SHARED_FIXTURES` when set, else `../shared/fixtures`
    /// beside the repository root (found from this file's path).
    public static let location: URL = {
        if let named = ProcessInfo.processInfo.environment[variable], !named.isEmpty {
            return URL(fileURLWithPath: named).standardizedFileURL
        }
        return URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // PaperboySharedFixtures/
            .deletingLastPathComponent()  // Tests/
            .deletingLastPathComponent()  // the repository root
            .deletingLastPathComponent()  // the folder that holds it
            .appendingPathComponent("shared/fixtures")
            .standardizedFileURL
    }()

    /// ``location`` when it is a folder, else nil.
    public static let folder: URL? = isFolder(location) ? location : nil

    /// True when the folder is there.
    public static var available: Bool { folder != nil }

    /// Why the tests that read the folder are skipped: it is not at ``location``.
    public static var missingReason: String {
        "../shared/fixtures is absent (no folder at \(location.path))"
    }

    /// True under CI (`CI=true`), where a missing folder must fail the run instead of skipping
    /// the tests that read it.
    public static var required: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    /// The skip reason of a test that needs the folder: ``missingReason`` and what goes unchecked.
    public static func reason(_ unchecked: String) -> String { "\(missingReason): \(unchecked)" }

    /// The file or folder at `path` inside ``location``, whether or not it exists.
    public static func url(_ path: String) -> URL { location.appendingPathComponent(path) }

    /// True when every one of `paths` exists inside the folder.
    public static func has(_ paths: String...) -> Bool {
        available && paths.allSatisfy { FileManager.default.fileExists(atPath: url($0).path) }
    }

    private static func isFolder(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
