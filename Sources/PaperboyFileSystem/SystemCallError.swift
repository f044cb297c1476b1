import Foundation

/// The C library's error for the current `errno`, with its message.
struct SystemCallError: LocalizedError, CustomStringConvertible {
    let call: String
    let code: Int32

    init(_ call: String, code: Int32 = errno) {
        self.call = call
        self.code = code
    }

    var description: String { "\(call): \(String(cString: strerror(code)))" }

    /// What `localizedDescription` shows: the call and the system's message, not a bridged code.
    var errorDescription: String? { description }
}
