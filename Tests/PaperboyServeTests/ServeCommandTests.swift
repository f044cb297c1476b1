import Foundation
@testable import PaperboyServe
import PaperboyTestSupport
import Testing

/// `paperboy serve` as a user runs it: the built executable in a subprocess.
@Suite struct ServeCommandTests {
    /// The executable: the release build under `make test` (``PaperboyExecutable``).
    static let executable: URL? = PaperboyExecutable.url

    private func start(_ arguments: [String], in folder: URL) throws -> (Process, Pipe, Pipe) {
        let process = Process()
        guard let executable = Self.executable else { throw NotBuilt() }
        process.executableURL = executable
        process.arguments = ["serve"] + arguments
        process.currentDirectoryURL = folder
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        return (process, out, err)
    }

    struct NotBuilt: Error, CustomStringConvertible {
        var description: String { "the paperboy executable is not built (swift build --build-tests builds it)" }
    }

    @Test("a port in use: an error naming the port, exit status 1")
    func portInUse() async throws {
        let project = try await ServeProject()
        let session = try await PreviewSession.start(project.previewOptions(watch: false))
        let port = UInt16(session.url.port!)
        let (process, _, err) = try start(["--port", "\(port)", "--no-watch"], in: project.url)
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        await session.stop()
        #expect(process.terminationStatus == 1)
        #expect(stderr == "paperboy: error: port \(port) on 127.0.0.1 is already in use; stop the other server or pick another --port (0 for any free one)\n")
    }

    @Test("serve --port 0 renders, says where it listens, and serves the config's output with the reload script")
    func serves() async throws {
        let project = try await ServeProject()
        try FileManager.default.removeItem(at: project.url.appendingPathComponent("site"))
        let (process, out, _) = try start(["--port", "0", "--date", "2024-11-28"], in: project.url)
        defer { process.terminate() }
        var printed = ""
        while !printed.contains("(Ctrl-C to stop)\n") {
            let chunk = out.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            printed += String(decoding: chunk, as: UTF8.self)
        }
        let line = try #require(printed.split(separator: "\n").first { $0.hasPrefix("Serving site/ at http://127.0.0.1:") })
        let port = try #require(UInt16(line.split(separator: ":")[2].prefix { $0.isNumber }))
        let page = try await RawHTTP.send("/", port: port)
        #expect(page.status == 200)
        #expect(page.body.contains(LiveReload.tag))
        #expect(try !project.read("site/index.html").contains(LiveReload.tag))
    }
}
