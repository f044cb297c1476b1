/// Several texts in one byte buffer, each as its UTF-8 length (LEB128) and bytes.
///
/// A year of ``DaySummary`` entries stays in memory until the site-wide pages are
/// rendered: with a buffer per day instead of a string per text, an entry costs a few
/// hundred bytes and its day one allocation. A value is a window on a buffer that many
/// values may share; changing one gives it a buffer of its own.
struct PackedTexts: Sendable {
    private var bytes: [UInt8]
    private var start: Int32
    private var end: Int32

    /// The texts of `build`, in a buffer of their own.
    init(_ build: (inout Writer) -> Void) {
        var writer = Writer()
        build(&writer)
        bytes = writer.bytes
        start = 0
        end = Int32(writer.bytes.count)
    }

    /// The texts in `span` of `bytes`, a buffer others may share.
    init(bytes: [UInt8], start: Int, end: Int) {
        precondition(0 <= start && start <= end && end <= bytes.count && end <= Int(Int32.max))
        self.bytes = bytes
        self.start = Int32(start)
        self.end = Int32(end)
    }

    /// The same texts, moved into one buffer shared by all (a day's entries).
    static func sharing(_ all: [PackedTexts]) -> [PackedTexts] {
        var joined: [UInt8] = []
        joined.reserveCapacity(all.reduce(0) { $0 + Int($1.end - $1.start) })
        var spans: [Range<Int>] = []
        for texts in all {
            let first = joined.count
            joined.append(contentsOf: texts.bytes[Int(texts.start)..<Int(texts.end)])
            spans.append(first..<joined.count)
        }
        precondition(joined.count <= Int(Int32.max), "a day's texts exceed 2 GB")
        return spans.map { PackedTexts(bytes: joined, start: $0.lowerBound, end: $0.upperBound) }
    }

    /// A reader at the first text.
    var reader: Reader { Reader(bytes: bytes, offset: Int(start)) }

    /// The packed bytes themselves.
    var packed: ArraySlice<UInt8> { bytes[Int(start)..<Int(end)] }

    /// Writes texts and counts.
    struct Writer {
        fileprivate(set) var bytes: [UInt8] = []

        /// Appends `text`.
        mutating func append(_ text: String) {
            var text = text
            text.withUTF8 { utf8 in
                appendCount(utf8.count)
                bytes.append(contentsOf: utf8)
            }
        }

        /// Appends bytes as they are.
        mutating func append(raw: some Sequence<UInt8>) {
            bytes.append(contentsOf: raw)
        }

        /// Appends a count (of the texts of a list that follows, or a flag).
        mutating func appendCount(_ count: Int) {
            var value = UInt(count)
            while value >= 0x80 {
                bytes.append(UInt8(value & 0x7F) | 0x80)
                value >>= 7
            }
            bytes.append(UInt8(value))
        }
    }

    /// Reads the texts back in the order they were written.
    struct Reader {
        let bytes: [UInt8]
        var offset: Int

        var atEnd: Bool { offset >= bytes.count }

        mutating func count() -> Int {
            var value = 0
            var shift = 0
            while true {
                let byte = bytes[offset]
                offset += 1
                value |= Int(byte & 0x7F) << shift
                if byte < 0x80 { return value }
                shift += 7
            }
        }

        mutating func text() -> String {
            let length = count()
            defer { offset += length }
            return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[offset..<offset + length]), as: UTF8.self) }
        }

        /// Steps over `count` bytes, returning where they start.
        mutating func skip(_ count: Int) -> Int {
            precondition(count >= 0 && offset + count <= bytes.count, "packed texts end early")
            defer { offset += count }
            return offset
        }

        /// Steps over one text without making a string of it.
        mutating func skipText() {
            let length = count()
            offset += length
        }
    }
}

extension PackedTexts: Hashable {
    /// Equal when the texts are, whichever buffers hold them.
    static func == (a: PackedTexts, b: PackedTexts) -> Bool {
        a.bytes[Int(a.start)..<Int(a.end)].elementsEqual(b.bytes[Int(b.start)..<Int(b.end)])
    }

    func hash(into hasher: inout Hasher) {
        bytes.withUnsafeBytes { hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: $0[Int(start)..<Int(end)])) }
    }
}
