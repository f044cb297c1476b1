import Foundation
import Testing
@testable import PaperboyViews

/// The theme compiled into the binary must be exactly `Templates/`.
@Suite struct DefaultThemeTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Templates")

    @Test func compiledThemeMatchesTheTemplatesFolder() throws {
        var onDisk: [String: Data] = [:]
        for path in try ThemeFiles.relativePaths(in: Self.folder, fileSystem: .disk) where !path.hasPrefix(".") {
            onDisk[path] = try Data(contentsOf: Self.folder.appendingPathComponent(path))
        }
        let stale = Set(onDisk.keys).symmetricDifference(DefaultTheme.allFiles.keys)
            .union(onDisk.keys.filter { onDisk[$0] != DefaultTheme.allFiles[$0] })
        #expect(stale.isEmpty, "the EmbedTheme plugin did not embed Templates/ as it is: \(stale.sorted())")
        #expect(onDisk.keys.contains("assets/style.css"))
    }

    @Test func compiledThemeRendersLikeTheFolder() throws {
        let compiled = try DefaultTheme.theme()
        let folder = try Theme.load(from: Self.folder, fileSystem: .disk)
        #expect(compiled.assets.map(\.path) == folder.assets.map(\.path))
        for name in ["day.html", "day.md"] {
            #expect(compiled.templates.contains(name))
            #expect(folder.templates.contains(name))
        }
    }
}
