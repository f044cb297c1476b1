import Foundation
import PaperboyModels

// The summary cache stores a day's summary as JSON: counts as they are, and the entries
// as one binary blob (base64 in JSON) of their packed texts, section, summary and date,
// so a year of summaries is written and read without a keyed container per entry.
extension DaySummary {
    private enum CodingKeys: String, CodingKey {
        case day, status, sections, entries, itemCount, searchWords, searchPositions, searchStarts
    }

    /// Set to `false` in a decoder's `userInfo` to leave out ``searchBodies`` (they are then
    /// empty): for a day whose month's search shard is kept, which is all its words are for.
    public static let searchBodiesKey = CodingUserInfoKey(rawValue: "paperboy.searchBodies")!

    /// Decodes a summary written by ``encode(to:)``; its entries share one buffer, as
    /// ``init(digest:)`` keeps them.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        day = try c.decode(DigestDay.self, forKey: .day)
        status = try c.decode(DayStatus.self, forKey: .status)
        sections = try c.decode([SectionCount].self, forKey: .sections)
        itemCount = try c.decode(Int.self, forKey: .itemCount)
        do {
            entries = try Self.entries(from: [UInt8](try c.decode(Data.self, forKey: .entries)))
        } catch let failure as BlobError {
            throw DecodingError.dataCorruptedError(forKey: .entries, in: c, debugDescription: "entries: \(failure.reason) at byte \(failure.offset)")
        }
        if decoder.userInfo[Self.searchBodiesKey] as? Bool == false {
            searchBodies = SearchBodies()
            return
        }
        let entryCount = entries.count
        let positions = try c.decode(Data.self, forKey: .searchPositions)
        guard positions.count % 2 == 0,
              let bodies = SearchBodies(words: try c.decode(String.self, forKey: .searchWords).split(separator: " ").map(String.init),
                                        positions: Self.positions(positions),
                                        starts: try c.decode([Int32].self, forKey: .searchStarts)),
              bodies.count == entryCount
        else { throw DecodingError.dataCorruptedError(forKey: .searchPositions, in: c, debugDescription: "search positions out of range") }
        searchBodies = bodies
    }

    /// Little-endian pairs of bytes as numbers, read in one pass over the buffer (a year of
    /// days is millions of them: no per-byte subscript of `Data`).
    private static func positions(_ data: Data) -> [UInt16] {
        data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            return [UInt16](unsafeUninitializedCapacity: bytes.count / 2) { out, count in
                for i in 0..<bytes.count / 2 { out[i] = UInt16(bytes[2 * i]) | UInt16(bytes[2 * i + 1]) << 8 }
                count = bytes.count / 2
            }
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(day, forKey: .day)
        try c.encode(status, forKey: .status)
        try c.encode(sections, forKey: .sections)
        try c.encode(itemCount, forKey: .itemCount)
        try c.encode(searchBodies.words.joined(separator: " "), forKey: .searchWords) // words have no spaces
        var positions = [UInt8]()
        positions.reserveCapacity(searchBodies.positions.count * 2)
        for p in searchBodies.positions { positions.append(UInt8(p & 0xFF)); positions.append(UInt8(p >> 8)) }
        try c.encode(Data(positions), forKey: .searchPositions)
        try c.encode(searchBodies.starts, forKey: .searchStarts)
        try c.encode(Data(Self.blob(of: entries)), forKey: .entries)
    }

    /// Per entry: its packed texts (length first), section id and title, uncut summary, content and date (flag first).
    static func blob(of entries: [Entry]) -> [UInt8] {
        var writer = PackedTexts.Writer()
        for entry in entries {
            let texts = entry.packedTexts
            writer.appendCount(texts.count)
            writer.append(raw: texts)
            writer.append(entry.sectionID)
            writer.append(entry.sectionTitle)
            writer.appendCount(entry.fullText == nil ? 0 : 1)
            if let summary = entry.fullText { writer.append(summary) }
            writer.appendCount(entry.contentHTML == nil ? 0 : 1)
            if let content = entry.contentHTML { writer.append(content) }
            writer.appendCount(entry.date == nil ? 0 : 1)
            if let date = entry.date { writer.append(raw: withUnsafeBytes(of: date.timeIntervalSinceReferenceDate.bitPattern.littleEndian) { Array($0) }) }
        }
        return writer.bytes
    }

    /// The entries of ``blob(of:)``, every field checked before it is read.
    static func entries(from blob: [UInt8]) throws -> [Entry] {
        var reader = BlobReader(bytes: blob)
        var entries: [Entry] = []
        while !reader.atEnd {
            let length = try reader.count()
            let start = reader.offset
            try reader.checkPackedTexts(length: length)
            let sectionID = try reader.text()
            let sectionTitle = try reader.text()
            let summary = try reader.flag() ? try reader.text() : nil
            let content = try reader.flag() ? try reader.text() : nil
            let date = try reader.flag() ? Date(timeIntervalSinceReferenceDate: Double(bitPattern: try reader.uint64())) : nil
            entries.append(Entry(texts: PackedTexts(bytes: blob, start: start, end: start + length), sectionID: sectionID,
                                 sectionTitle: sectionTitle, summary: summary, contentHTML: content, date: date))
        }
        return entries
    }

    struct BlobError: Error {
        var reason: String
        var offset: Int
    }

    /// A checked reader of a blob read back from disk.
    private struct BlobReader {
        let bytes: [UInt8]
        var offset = 0

        var atEnd: Bool { offset >= bytes.count }

        mutating func byte() throws -> UInt8 {
            guard offset < bytes.count else { throw BlobError(reason: "ends early", offset: offset) }
            defer { offset += 1 }
            return bytes[offset]
        }

        mutating func count() throws -> Int {
            var value = 0
            for shift in stride(from: 0, to: 63, by: 7) {
                let byte = try byte()
                value |= Int(byte & 0x7F) << shift
                if byte < 0x80 { return value }
            }
            throw BlobError(reason: "a count too large", offset: offset)
        }

        mutating func flag() throws -> Bool {
            switch try count() {
            case 0: return false
            case 1: return true
            default: throw BlobError(reason: "a flag not 0 or 1", offset: offset)
            }
        }

        mutating func bytes(_ count: Int) throws -> ArraySlice<UInt8> {
            guard count >= 0, count <= bytes.count - offset else { throw BlobError(reason: "ends early", offset: offset) }
            defer { offset += count }
            return bytes[offset..<offset + count]
        }

        mutating func text() throws -> String {
            String(decoding: try bytes(try count()), as: UTF8.self)
        }

        mutating func uint64() throws -> UInt64 {
            try bytes(8).reversed().reduce(0) { $0 << 8 | UInt64($1) }
        }

        /// Checks that the next `length` bytes are an entry's packed texts, as ``DaySummary/Entry`` reads them.
        mutating func checkPackedTexts(length: Int) throws {
            let end = offset + length
            guard length >= 0, end <= bytes.count else { throw BlobError(reason: "ends early", offset: offset) }
            for _ in 0..<3 { _ = try bytes(try count()) } // id, anchor, title
            if try flag() { _ = try bytes(try count()) } // url
            for _ in 0..<2 { for _ in 0..<(try count()) { _ = try bytes(try count()) } } // authors, categories
            guard offset == end else { throw BlobError(reason: "packed texts of the wrong length", offset: offset) }
        }
    }
}
