import Foundation

/// Progress on the process's stderr.
struct StandardErrorSink: ProgressSink {
    func write(_ text: String) { FileHandle.standardError.write(Data(text.utf8)) }
}
