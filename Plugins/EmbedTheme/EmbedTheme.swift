import Foundation
import PackagePlugin

/// Embeds the default theme (`Templates/` at the package root) into the target it is
/// applied to: at build time `Scripts/build/embed-theme.sh` writes `DefaultTheme+Files.swift`
/// into the plugin's work folder, so no generated code lives in the repository and an
/// edited template is in the next build.
@main
struct EmbedTheme: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        let root = context.package.directoryURL
        let theme = root.appending(path: "Templates")
        let script = root.appending(path: "Scripts/build/embed-theme.sh")
        let output = context.pluginWorkDirectoryURL.appending(path: "DefaultTheme+Files.swift")
        return [
            .buildCommand(
                displayName: "Embedding the default theme from Templates/",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: [script.path, theme.path, output.path],
                inputFiles: [script] + Self.files(in: theme),
                outputFiles: [output]
            ),
        ]
    }

    /// Every file of the theme: a new or edited one makes the command run again.
    static func files(in folder: URL) -> [URL] {
        guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        return walk.compactMap { $0 as? URL }
            .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
            .sorted { $0.path < $1.path }
    }
}
