import Foundation

/// The running executable's size, modification time and inode: a rebuilt paperboy
/// renders differently, so kept pages are keyed by it.
enum BinaryStamp {
    static let current: String? = {
        let path = FileManager.default.fileExists(atPath: "/proc/self/exe") ? "/proc/self/exe" : (Bundle.main.executablePath ?? CommandLine.arguments[0])
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        return "\(info.st_size)-\(time.tv_sec).\(time.tv_nsec)-\(info.st_ino)"
    }()
}
