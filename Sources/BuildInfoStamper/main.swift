import Foundation

// Writes what a build is made from as Swift source:
//   BuildInfoStamper <package root> <output.swift> <GITHUB_REPOSITORY or "">
// Run by the StampBuildInfo build-tool plugin; the output is `BuildInfo.stamp`.

let arguments = CommandLine.arguments
guard arguments.count == 4 else {
    FileHandle.standardError.write(Data("usage: BuildInfoStamper <package root> <output.swift> <owner/name or \"\">\n".utf8))
    exit(2)
}
let root = URL(fileURLWithPath: arguments[1], isDirectory: true)
let output = URL(fileURLWithPath: arguments[2])

let version: String
do {
    version = try VersionFile.read(root.appendingPathComponent("VERSION"))
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
let checkout = GitCheckout(root: root)
let commit = checkout?.commit
// GITHUB_REPOSITORY (set in GitHub Actions) first, then a github.com `origin` remote.
let repository = GitHubRepository.name(arguments[3]) ?? checkout?.originURL.flatMap(GitHubRepository.fromRemote)

/// A Swift expression for an optional string; the values are hex digits and GitHub names, but escape anyway.
func literal(_ value: String?) -> String {
    guard let value else { return "nil" }
    let escaped = value.unicodeScalars.map { $0.isASCII && $0.value >= 0x20 && $0 != "\"" && $0 != "\\" ? String($0) : "\\u{\(String($0.value, radix: 16))}" }
    return "\"" + escaped.joined() + "\""
}

let source = """
    // Written at build time by BuildInfoStamper (the StampBuildInfo plugin); not part of the repository.

    extension BuildInfo {
        /// What this build was made from: VERSION, the git commit and the GitHub repository.
        static let stamp = BuildInfo(version: \(literal(version)), commit: \(literal(commit)), repository: \(literal(repository)))
    }

    """
do {
    // Rewritten only when it changes, so an unchanged stamp recompiles nothing.
    if FileManager.default.contents(atPath: output.path) != Data(source.utf8) {
        try Data(source.utf8).write(to: output, options: .atomic)
    }
} catch {
    FileHandle.standardError.write(Data("error: BuildInfoStamper: cannot write \(output.path): \(error)\n".utf8))
    exit(1)
}
