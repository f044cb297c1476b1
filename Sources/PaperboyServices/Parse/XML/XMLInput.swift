import Foundation

/// Where a document's bytes come from: memory, or a file read in chunks so
/// that memory does not grow with the file's size.
public enum XMLInput: Sendable {
    case data(Data)
    case file(URL)

    /// A name for messages: the file path, or nil for in-memory data.
    var displayName: String? {
        switch self {
        case .data: return nil
        case .file(let url): return url.path
        }
    }
}
