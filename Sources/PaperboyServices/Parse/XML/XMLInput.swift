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

/// Feeds bytes to libxml2's read callback, skipping whitespace that some
/// servers put before `<?xml` (strict parsers reject the document otherwise).
final class XMLByteSource {
    private var data: Data?
    private var offset = 0
    private var handle: FileHandle?
    private var pending = [UInt8]()
    private var pendingOffset = 0
    /// The first bytes of the document after any skipped whitespace (BOM kept), for sniffing its encoding.
    private(set) var prolog: [UInt8] = []
    static let chunkSize = 64 * 1024

    init(_ input: XMLInput) throws {
        switch input {
        case .data(let bytes): data = bytes
        case .file(let url): handle = try FileHandle(forReadingFrom: url)
        }
        skipLeadingWhitespace()
    }

    deinit { try? handle?.close() }

    /// Copies up to `count` bytes into `buffer`; 0 at the end, -1 on a read error.
    func read(into buffer: UnsafeMutablePointer<CChar>, count: Int) -> Int {
        if pendingOffset < pending.count {
            let n = min(count, pending.count - pendingOffset)
            pending.withUnsafeBytes { raw in
                UnsafeMutableRawPointer(buffer).copyMemory(from: raw.baseAddress! + pendingOffset, byteCount: n)
            }
            pendingOffset += n
            return n
        }
        if let data {
            let n = min(count, data.count - offset)
            guard n > 0 else { return 0 }
            data.withUnsafeBytes { raw in
                UnsafeMutableRawPointer(buffer).copyMemory(from: raw.baseAddress! + offset, byteCount: n)
            }
            offset += n
            return n
        }
        guard let handle else { return 0 }
        do {
            guard let chunk = try handle.read(upToCount: count), !chunk.isEmpty else { return 0 }
            chunk.copyBytes(to: UnsafeMutableRawBufferPointer(start: buffer, count: chunk.count))
            return chunk.count
        } catch {
            return -1
        }
    }

    private func skipLeadingWhitespace() {
        var head: [UInt8]
        if let data {
            head = Array(data.prefix(4096))
        } else {
            head = (try? handle?.read(upToCount: 4096)).flatMap { $0.map(Array.init) } ?? []
        }
        var skip = 0
        var bom: [UInt8] = []
        if head.starts(with: [0xEF, 0xBB, 0xBF]) {
            bom = [0xEF, 0xBB, 0xBF]
            skip = 3
        } else if head.starts(with: [0xFE, 0xFF]) || head.starts(with: [0xFF, 0xFE]) {
            pending = data == nil ? head : []
            prolog = head
            return
        }
        while skip < head.count, [0x20, 0x09, 0x0A, 0x0D].contains(head[skip]) { skip += 1 }
        if data != nil {
            offset = skip
            pending = bom
        } else {
            pending = bom + head[skip...]
        }
        prolog = bom + head[skip...]
    }
}
