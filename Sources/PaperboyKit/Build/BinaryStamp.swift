import Foundation
import PaperboyFileSystem
import PaperboyStore

/// The running executable's ``FileStamp``: a rebuilt paperboy renders differently, so
/// kept pages are keyed by it.
enum BinaryStamp {
    static let current: String? = {
        let path = FileManager.default.fileExists(atPath: "/proc/self/exe") ? "/proc/self/exe" : (Bundle.main.executablePath ?? CommandLine.arguments[0])
        return FileStamp.of(path: path) // stat follows /proc/self/exe to the binary
    }()
}
