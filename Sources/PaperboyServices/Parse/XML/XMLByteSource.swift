import Foundation

/// Feeds bytes to libxml2's read callback, skipping whitespace that some
/// servers put before `<?xml` (strict parsers reject the document otherwise),
/// recognising UTF-16 and UTF-32 by their first bytes and, when asked,
/// repairing what libxml2 refuses (``XMLRepairer``) as the bytes flow.
final class XMLByteSource {
    /// How wide the document's code units are, from its first bytes.
    enum Width: Equatable {
        /// UTF-8 or another encoding in which ASCII is ASCII.
        case bytes
        /// UTF-16, which libxml2 recognises by itself.
        case utf16
        /// UTF-32, which libxml2 2.9 misreads (little-endian as big-endian):
        /// transcoded here, libxml2 reads UTF-8.
        case utf32(bigEndian: Bool)
    }

    private var data: Data?
    private var offset = 0
    private var handle: FileHandle?
    private var pending = [UInt8]()
    private var pendingOffset = 0
    /// The first bytes of the document after any skipped whitespace (BOM kept), for sniffing its encoding.
    private(set) var prolog: [UInt8] = []
    private(set) var width = Width.bytes
    /// True when the document holds nothing but whitespace (or nothing at all).
    private(set) var isEmpty = false
    static let chunkSize = 64 * 1024

    /// Set before the first read to repair the document on the way to libxml2.
    var repairer: XMLRepairer?
    private var unrepaired: [UInt8] = []
    private var repaired: [UInt8] = []
    private var repairedOffset = 0
    private var rawEnded = false
    private var wideBytes: [UInt8] = []

    init(_ input: XMLInput) throws {
        switch input {
        case .data(let bytes): data = bytes
        case .file(let url): handle = try FileHandle(forReadingFrom: url)
        }
        skipLeadingWhitespace()
    }

    deinit { try? handle?.close() }

    private var cutPoint: XMLCutPoint?
    private var delivered = 0
    private var tailOffset = 0

    /// Set before the first read to end the document at `point`: its first
    /// `offset` bytes (as libxml2 reads them), then its tail.
    func cut(at point: XMLCutPoint) {
        cutPoint = point
    }

    /// Copies up to `count` bytes into `buffer`; 0 at the end, -1 on a read error.
    func read(into buffer: UnsafeMutablePointer<CChar>, count: Int) -> Int {
        guard let cutPoint else { return readRepaired(into: buffer, count: count) }
        if delivered < cutPoint.offset {
            let n = readRepaired(into: buffer, count: min(count, cutPoint.offset - delivered))
            if n != 0 {
                if n > 0 { delivered += n }
                return n
            }
            delivered = cutPoint.offset
        }
        let n = min(count, cutPoint.tail.count - tailOffset)
        cutPoint.tail.withUnsafeBytes { raw in
            UnsafeMutableRawPointer(buffer).copyMemory(from: raw.baseAddress! + tailOffset, byteCount: n)
        }
        tailOffset += n
        return n
    }

    private func readRepaired(into buffer: UnsafeMutablePointer<CChar>, count: Int) -> Int {
        guard repairer != nil else { return readDecoded(into: buffer, count: count) }
        while repairedOffset >= repaired.count {
            if rawEnded, unrepaired.isEmpty { return 0 }
            repaired.removeAll(keepingCapacity: true)
            repairedOffset = 0
            if !rawEnded {
                let start = unrepaired.count
                unrepaired.append(contentsOf: repeatElement(0, count: Self.chunkSize))
                let n = unrepaired.withUnsafeMutableBytes { raw in
                    readDecoded(into: raw.baseAddress!.advanced(by: start).assumingMemoryBound(to: CChar.self), count: Self.chunkSize)
                }
                if n < 0 { return -1 }
                unrepaired.removeLast(Self.chunkSize - n)
                if n == 0 { rawEnded = true }
            }
            let consumed = unrepaired.withUnsafeBufferPointer { repairer!.repair($0, isLast: rawEnded, into: &repaired) }
            unrepaired.removeFirst(consumed)
        }
        let n = min(count, repaired.count - repairedOffset)
        repaired.withUnsafeBytes { raw in
            UnsafeMutableRawPointer(buffer).copyMemory(from: raw.baseAddress! + repairedOffset, byteCount: n)
        }
        repairedOffset += n
        return n
    }

    /// UTF-8 from UTF-32 (a scalar that is not one becomes U+FFFD); other documents as they are.
    private func readDecoded(into buffer: UnsafeMutablePointer<CChar>, count: Int) -> Int {
        guard case .utf32(let bigEndian) = width else { return readRaw(into: buffer, count: count) }
        // At most four UTF-8 bytes per four UTF-32 bytes: read no more than fits.
        let want = max(4, count / 4 * 4)
        var ended = false
        while wideBytes.count < want, !ended {
            let start = wideBytes.count
            let asked = want - start
            wideBytes.append(contentsOf: repeatElement(0, count: asked))
            let n = wideBytes.withUnsafeMutableBytes { raw in
                readRaw(into: raw.baseAddress!.advanced(by: start).assumingMemoryBound(to: CChar.self), count: asked)
            }
            if n < 0 { return -1 }
            wideBytes.removeLast(asked - n)
            ended = n == 0
        }
        var written = 0
        var index = 0
        while index + 4 <= wideBytes.count, written + 4 <= count {
            let b = wideBytes[index..<(index + 4)].map(UInt32.init)
            let value = bigEndian ? b[0] << 24 | b[1] << 16 | b[2] << 8 | b[3] : b[3] << 24 | b[2] << 16 | b[1] << 8 | b[0]
            for byte in String(Unicode.Scalar(value) ?? "\u{FFFD}").utf8 {
                buffer[written] = CChar(bitPattern: byte)
                written += 1
            }
            index += 4
        }
        wideBytes.removeFirst(index)
        // A trailing partial unit at the end of the document is dropped.
        if written == 0, ended { wideBytes.removeAll() }
        return written
    }

    private func readRaw(into buffer: UnsafeMutablePointer<CChar>, count: Int) -> Int {
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
        // Straight into libxml2's buffer: no Data per chunk.
        while true {
            let n = Foundation.read(handle.fileDescriptor, buffer, count)
            if n >= 0 { return n }
            if errno != EINTR { return -1 }
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
        if let wide = Self.wideWidth(head) {
            width = wide
            // A UTF-32 byte-order mark is dropped: iconv's UTF-32LE/BE would read it as a character.
            let markLength = head.starts(with: [0xFF, 0xFE, 0, 0]) || head.starts(with: [0, 0, 0xFE, 0xFF]) ? 4 : 0
            if data != nil { offset = markLength } else { pending = Array(head[markLength...]) }
            prolog = head
            return
        }
        if head.starts(with: [0xEF, 0xBB, 0xBF]) {
            bom = [0xEF, 0xBB, 0xBF]
            skip = 3
        }
        while skip < head.count, [0x20, 0x09, 0x0A, 0x0D].contains(head[skip]) { skip += 1 }
        if data != nil {
            offset = skip
            pending = bom
        } else {
            pending = bom + head[skip...]
        }
        prolog = bom + head[skip...]
        isEmpty = skip == head.count && head.count < 4096
    }

    /// UTF-16 or UTF-32 from a byte-order mark or the bytes of `<`.
    private static func wideWidth(_ head: [UInt8]) -> Width? {
        if head.starts(with: [0xFF, 0xFE, 0, 0]) || head.starts(with: [0x3C, 0, 0, 0]) { return .utf32(bigEndian: false) }
        if head.starts(with: [0, 0, 0xFE, 0xFF]) || head.starts(with: [0, 0, 0, 0x3C]) { return .utf32(bigEndian: true) }
        if head.starts(with: [0xFE, 0xFF]) || head.starts(with: [0xFF, 0xFE]) { return .utf16 }
        if head.starts(with: [0x3C, 0, 0x3F, 0]) || head.starts(with: [0, 0x3C, 0, 0x3F]) { return .utf16 }
        return nil
    }
}
