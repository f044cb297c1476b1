import Foundation
import PackagePlugin

/// Embeds the default theme (`Templates/` at the package root) into the target it is
/// applied to: at build time, `ThemeEmbedder` writes `DefaultTheme+Files.swift` into the
/// plugin's work folder, so no generated code lives in the repository and an edited
/// template is in the next build.
@main
struct EmbedTheme: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        let theme = context.package.directoryURL.appending(path: "Templates")
        let output = context.pluginWorkDirectoryURL.appending(path: "DefaultTheme+Files.swift")
        return [
            .buildCommand(
                displayName: "Embedding the default theme from Templates/",
                executable: try context.tool(named: "ThemeEmbedder").url,
                arguments: [theme.path, output.path],
                inputFiles: Self.files(in: theme),
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
