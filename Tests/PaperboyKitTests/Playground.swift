import Foundation

/// A temporary folder tree a test builds, removed when released.
final class Playground {
    let url: URL

    /// The repository's default theme.
    static let templates = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Templates")

    /// The clock reading of runs given their day: 2025-01-01 12:00 UTC, after every test
    /// day (a run refuses a digest day more than one day after its clock's today).
    static let now = Date(timeIntervalSince1970: 1_735_732_800)

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("paperboy-kit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    @discardableResult
    func write(_ path: String, _ text: String) throws -> URL {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return file
    }

    func read(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: url.appendingPathComponent(path)), as: UTF8.self)
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: url.appendingPathComponent(path).path)
    }

    /// Every file under `path` with its bytes, keyed by relative path.
    func snapshot(_ path: String) throws -> [String: Data] {
        let root = url.appendingPathComponent(path)
        var result: [String: Data] = [:]
        guard let walker = FileManager.default.enumerator(atPath: root.path) else { return result }
        for case let relative as String in walker {
            var isDirectory: ObjCBool = false
            let file = root.appendingPathComponent(relative)
            if FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                result[relative] = try Data(contentsOf: file)
            }
        }
        return result
    }

    func list(_ path: String = "") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.appendingPathComponent(path).path).sorted()
    }
}
