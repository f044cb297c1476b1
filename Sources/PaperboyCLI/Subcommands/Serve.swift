import ArgumentParser
import Foundation
import PaperboyKit
import PaperboyServe

extension Paperboy {
    /// `paperboy serve`: previews the site on localhost, rendering again when its inputs change.
    struct Serve: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Preview the site on http://127.0.0.1:8000, rendering again and reloading open pages on every change.",
            discussion: """
            Serves the config's output folder (--output overrides it). It renders once at start, \
            as `paperboy render` does (no network), then watches the config file, the templates \
            folder, about.md and the archive folder, renders again when they change and reloads \
            the pages open in a browser. A failed render keeps the last good site and shows the \
            error on the terminal and on the pages. The reload script is added to the pages as \
            they are served, never to the files. --no-watch serves the folder as it is.

            Only 127.0.0.1 listens unless --host says otherwise. Stop with Ctrl-C.

            \(ExitStatus.helpText)

            Examples:
              paperboy serve
              paperboy serve --config Examples/paperboy.yml --output site --date 2024-11-28
              paperboy serve --port 0 --no-watch
            """
        )

        @OptionGroup var shared: RunOptions

        @Option(name: .long, help: ArgumentHelp("The folder to serve and render into (overrides output: in the config).", valueName: "dir"))
        var output: String?

        @OptionGroup var site: BaseURLOption

        @Option(name: .long, help: ArgumentHelp("The address to listen on (an IP address or localhost).", valueName: "address"))
        var host = "127.0.0.1"

        @Option(name: .long, help: ArgumentHelp("The port (0 for any free one).", valueName: "n"))
        var port: UInt16 = 8000

        @Flag(name: .customLong("no-watch"), help: "Serve the folder as it is: no render, no watching, no reload script.")
        var noWatch = false

        func validate() throws {
            if let output, output.isEmpty { throw ValidationError("--output must not be empty") }
            if host.isEmpty { throw ValidationError("--host must not be empty") }
        }

        func run() async throws {
            let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
            func path(_ text: String?) -> URL? { text.map { URL(fileURLWithPath: $0, relativeTo: cwd) } }
            var build = BuildOptions(doors: .live, configFile: URL(fileURLWithPath: shared.config, relativeTo: cwd), day: shared.date.flatMap(DigestDay.init),
                                     output: path(output), data: path(shared.data), now: Date(), currentDirectory: cwd)
            build.baseURL = try site.resolved()
            var options = PreviewOptions(build: build)
            options.host = host
            options.port = port
            options.watch = !noWatch
            let quiet = shared.quiet, verbose = shared.verbose
            let session: PreviewSession
            do {
                session = try await PreviewSession.start(options) { message in
                    switch message {
                    case .info(let text): if !quiet { FileHandle.standardOutput.write(Data((text + "\n").utf8)) }
                    case .failure(let text): CLIFailure.printError(text + " (still serving the last good site)")
                    case .warning(let text): CLIFailure.printWarning(text)
                    case .step(let text): if verbose { FileHandle.standardError.write(Data((text + "\n").utf8)) }
                    }
                }
            } catch {
                throw CLIFailure(error)
            }
            let shown = PreviewSession.show(session.site, from: cwd)
            let watching = noWatch ? "" : "; rendering again on every change"
            FileHandle.standardOutput.write(Data("Serving \(shown)/ at \(session.url)\(watching) (Ctrl-C to stop)\n".utf8))
            await session.run()
        }
    }
}
