import Foundation
import PaperboyFileSystem
import PaperboyModels
import PaperboyServices

extension OPMLDocument {
    /// Reads an OPML file of at most ``maxBytes`` bytes through `fileSystem`.
    /// - Parameter name: the file as the user typed it, for messages.
    /// - Throws: ``OPMLError`` naming the file (and line) when it is unreadable, too big,
    ///   not well-formed, has a DTD, or is not OPML.
    public static func read(contentsOf file: URL, name: String, fileSystem: FileSystem) throws -> OPMLDocument {
        if case .file(let size) = fileSystem.info(file), size > maxBytes {
            throw OPMLError(file: name, "the file has \(size) bytes; an OPML file may have at most \(maxBytes)")
        }
        let data: Data
        do {
            data = try fileSystem.read(file, limit: maxBytes)
        } catch let refusal as FileRefusal {
            throw OPMLError(file: name, "cannot read it (\(refusal.reason))")
        } catch {
            throw OPMLError(file: name, "cannot read it (\(error.localizedDescription))")
        }
        return try parse(data, name: name)
    }

    /// Reads an OPML document from memory; `name` is used in messages.
    public static func parse(_ data: Data, name: String) throws -> OPMLDocument {
        if data.count > maxBytes { throw OPMLError(file: name, "the file has \(data.count) bytes; an OPML file may have at most \(maxBytes)") }
        var builder = OPMLTreeBuilder(name: name)
        do {
            try XMLElementScanner.scan(data) { try builder.accept($0) }
        } catch let error as XMLScanError {
            throw OPMLError(file: name, line: error.line, column: error.column, "XML error: \(error.message)")
        }
        return try builder.document()
    }
}
