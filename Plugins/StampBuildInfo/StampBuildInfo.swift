import Foundation
import PackagePlugin

/// Stamps the target it is applied to with what it is built from: at build time,
/// `Scripts/build/stamp-build-info.sh` reads `VERSION` at the package root, the checked-out
/// commit and the GitHub repository, and writes `BuildInfo+Stamp.swift` into the plugin's
/// work folder. No generated code lives in the repository.
///
/// The files it reads are the command's inputs, so a new commit, a switched branch, an
/// edited `VERSION` or a new `origin` remote runs it again; `GITHUB_REPOSITORY` is passed
/// as an argument, so a changed value does too. A folder without `.git` still builds.
@main
struct StampBuildInfo: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        let root = context.package.directoryURL
        let output = context.pluginWorkDirectoryURL.appending(path: "BuildInfo+Stamp.swift")
        let repository = ProcessInfo.processInfo.environment["GITHUB_REPOSITORY"] ?? ""
        return [
            .buildCommand(
                displayName: "Stamping the build with VERSION and the git commit",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: [root.appending(path: "Scripts/build/stamp-build-info.sh").path, root.path, output.path, repository],
                inputFiles: [root.appending(path: "Scripts/build/stamp-build-info.sh")] + Self.inputs(root: root),
                outputFiles: [output]
            ),
        ]
    }

    /// `VERSION` and, in a git checkout, `HEAD`, the branch it names (loose and packed) and
    /// the config (the `origin` remote). Only files that exist: a missing input would make
    /// the command fail or run on every build.
    static func inputs(root: URL) -> [URL] {
        var files = [root.appending(path: "VERSION")]
        if let git = gitFolders(root: root) {
            let head = git.own.appending(path: "HEAD")
            files.append(head)
            if let text = try? String(contentsOf: head, encoding: .utf8), text.hasPrefix("ref:") {
                let ref = text.dropFirst(4).trimmingCharacters(in: .whitespacesAndNewlines)
                files += [git.own.appending(path: ref), git.common.appending(path: ref)]
            }
            files += [git.common.appending(path: "packed-refs"), git.common.appending(path: "config")]
        }
        var seen = Set<String>()
        return files.filter { FileManager.default.fileExists(atPath: $0.path) && seen.insert($0.path).inserted }
    }

    /// The checkout's own git folder and the one it shares refs with (different in a worktree).
    static func gitFolders(root: URL) -> (own: URL, common: URL)? {
        let dotGit = root.appending(path: ".git")
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: dotGit.path, isDirectory: &isFolder) else { return nil }
        var own = dotGit
        if !isFolder.boolValue {
            guard let text = try? String(contentsOf: dotGit, encoding: .utf8), text.hasPrefix("gitdir:") else { return nil }
            let path = text.dropFirst(7).trimmingCharacters(in: .whitespacesAndNewlines)
            own = path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appending(path: path)
        }
        var common = own
        if let text = try? String(contentsOf: own.appending(path: "commondir"), encoding: .utf8) {
            let path = text.trimmingCharacters(in: .whitespacesAndNewlines)
            common = path.hasPrefix("/") ? URL(fileURLWithPath: path) : own.appending(path: path)
        }
        return (own.standardizedFileURL, common.standardizedFileURL)
    }
}
