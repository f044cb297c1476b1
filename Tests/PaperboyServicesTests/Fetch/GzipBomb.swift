import Foundation

/// A gzip member of zeros written by hand (Foundation on Linux has no compression API):
/// one fixed-Huffman deflate block holding a literal 0 and then matches of length 258
/// at distance 1, 13 bits each, so 256 MiB of zeros take about 1.6 MB.
///
/// Eight matches are 104 bits, a whole number of bytes, so after the first eight the
/// stream repeats every 13 bytes and the body is made by doubling, not bit by bit.
enum GzipBomb {
    /// A gzip body that decodes to `matches × 258 + 1` zero bytes (`matches` at least 16).
    /// The trailer's CRC is right only up to 1 MiB decoded; larger bombs are never read to the end.
    static func zeros(matches: Int) -> Data {
        precondition(matches >= 16)
        var writer = BitWriter()
        writer.bits(1, 1)  // BFINAL
        writer.bits(1, 2)  // BTYPE 01: fixed Huffman codes
        writer.code(0x30, 8)  // literal 0
        for _ in 0..<8 { writer.match258() }
        let mark = writer.bytes.count
        for _ in 0..<8 { writer.match258() }
        let period = writer.bytes[mark...]
        precondition(period.count == 13)
        // Every later group of eight matches writes the same 13 bytes and leaves the same bits pending.
        let groups = matches / 8 - 2
        let target = groups * period.count
        if target > 0 {
            var repeated = Data(period)
            while repeated.count * 2 <= target { repeated.append(repeated) }
            repeated.append(repeated.prefix(target - repeated.count))
            writer.bytes.append(repeated)
        }
        for _ in 0..<(matches % 8) { writer.match258() }
        writer.code(0, 7)  // end of block (256)
        writer.flush()

        let decoded = matches * 258 + 1
        var gzip = Data([0x1F, 0x8B, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xFF])
        gzip.append(writer.bytes)
        let crc = decoded <= 1 << 20 ? crc32(zeros: decoded) : 0
        for value in [crc, UInt32(truncatingIfNeeded: decoded)] {
            withUnsafeBytes(of: value.littleEndian) { gzip.append(contentsOf: $0) }
        }
        return gzip
    }

    /// CRC-32 (IEEE) of `count` zero bytes, bit by bit.
    static func crc32(zeros count: Int) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for _ in 0..<count {
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    /// Deflate's bit order: values least significant bit first, Huffman codes most significant first.
    struct BitWriter {
        var bytes = Data()
        private var pending: UInt32 = 0
        private var count = 0

        mutating func bits(_ value: UInt32, _ n: Int) {
            for i in 0..<n { put((value >> UInt32(i)) & 1) }
        }

        mutating func code(_ code: UInt32, _ n: Int) {
            for i in stride(from: n - 1, through: 0, by: -1) { put((code >> UInt32(i)) & 1) }
        }

        /// Length 258 (symbol 285, code 11000101) at distance 1 (distance code 0, five zero bits).
        mutating func match258() {
            code(0xC5, 8)
            code(0, 5)
        }

        mutating func flush() {
            if count > 0 { bytes.append(UInt8(pending)) }
            pending = 0
            count = 0
        }

        private mutating func put(_ bit: UInt32) {
            pending |= bit << UInt32(count)
            count += 1
            if count == 8 { flush() }
        }
    }
}
