import ArgumentParser
import Foundation
import PaperboyKit

extension Paperboy {
    /// `paperboy serve`: previews a built site on localhost.
    struct Serve: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Preview the built site on http://127.0.0.1 (stop with Ctrl-C).",
            discussion: """
            Serves the site folder as it is on disk: run `paperboy build` or `render` first. \
            Only 127.0.0.1 listens; folders serve their index.html.

            \(ExitStatus.helpText)

            Examples:
              paperboy serve
              paperboy serve --site my-digest/site --port 8080
            """
        )

        @Option(name: .long, help: ArgumentHelp("The site folder.", valueName: "dir"))
        var site = "site"

        @Option(name: .long, help: ArgumentHelp("The port (0 for any free one).", valueName: "n"))
        var port: UInt16 = 8000

        func run() throws {
            let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
            let root = URL(fileURLWithPath: site, relativeTo: cwd)
            var isDirectory: ObjCBool = false
            guard FileManager().fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw CLIFailure("\(site): no such folder (build the site first: paperboy build)")
            }
            let server: StaticServer
            do {
                server = try StaticServer(site: StaticSite(root: root), port: port)
            } catch {
                throw CLIFailure("\(error)")
            }
            FileHandle.standardOutput.write(Data("Serving \(site)/ at \(server.url) (Ctrl-C to stop)\n".utf8))
            while true { sleep(3600) }
        }
    }
}
