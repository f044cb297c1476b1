import Foundation
import FuzzSupport
import PaperboyFileSystem
import PaperboyKit

// The config loader on arbitrary YAML. `PaperboyConfig.load` reads a file, so each input
// is written to `paperboy.yml` in a scratch folder (with a feed file beside it, so that
// configs naming `feeds/a.xml` get past the path checks). A bad config must be a
// `ConfigError` whose line, when given, lies within the file.

private let folder: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("paperboy-fuzz-config-\(getpid())")
    try? FileManager.default.createDirectory(at: url.appendingPathComponent("feeds"), withIntermediateDirectories: true)
    try? Data("<rss version=\"2.0\"><channel><title>t</title></channel></rss>".utf8)
        .write(to: url.appendingPathComponent("feeds/a.xml"))
    atexit { try? FileManager.default.removeItem(at: folder) }
    return url
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfig(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Data(fuzzBytes(data, size))
    let file = folder.appendingPathComponent("paperboy.yml")
    do {
        try bytes.write(to: file)
    } catch {
        fuzzFailure("cannot write \(file.path): \(error)")
    }
    do {
        _ = try PaperboyConfig.load(from: file, currentDirectory: folder, fileSystem: .disk)
    } catch let error as ConfigError {
        let lines = yamlLineCount(String(decoding: bytes, as: UTF8.self))
        // libyaml puts the end of the stream on a line of its own, one past the last line of
        // a file that does not end with a line break ("did not find expected ']'" at 22:1 of 21).
        if let line = error.line, line < 1 || line > lines + 1 {
            fuzzFailure("line \(line) outside a file of \(lines) lines: \(error)")
        }
    } catch {
        fuzzFailure("load threw \(type(of: error)), not ConfigError: \(error)")
    }
    return 0
}

/// Lines as YAML counts them: LF, CR, CR LF, NEL, LS and PS each end a line.
private func yamlLineCount(_ text: String) -> Int {
    var lines = 1
    var previous: Unicode.Scalar?
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\n": if previous != "\r" { lines += 1 }
        case "\r", "\u{85}", "\u{2028}", "\u{2029}": lines += 1
        default: break
        }
        previous = scalar
    }
    return lines
}

@main enum FuzzConfigMain {
    static func main() { FuzzDriver.run(fuzzConfig) }
}
