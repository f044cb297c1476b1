/// Appends bytes straight into a new string's storage: the escapers' output, written
/// a byte at a time without an array's growth checks. The caller gives an upper bound
/// of the output's size; going past it traps (never a silent overrun).
struct ByteWriter {
    private let base: UnsafeMutablePointer<UInt8>
    private let capacity: Int
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    mutating func append(_ byte: UInt8) {
        precondition(count < capacity, "ByteWriter overrun")
        base[count] = byte
        count += 1
    }

    mutating func append(contentsOf text: StaticString) {
        text.withUTF8Buffer { for byte in $0 { append(byte) } }
    }

    /// Lets `body` write up to `atMost` bytes straight into the storage; it returns how many it wrote.
    /// Traps when fewer than `atMost` bytes are left.
    mutating func write(atMost: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        precondition(capacity - count >= atMost, "ByteWriter overrun")
        let written = body(base + count)
        precondition(written <= atMost, "ByteWriter overrun")
        count += written
    }

    /// A string of at most `capacity` UTF-8 bytes written by `body`. What is written must be valid UTF-8.
    static func string(capacity: Int, _ body: (inout ByteWriter) -> Void) -> String {
        String(unsafeUninitializedCapacity: max(capacity, 1)) { buffer in
            var writer = ByteWriter(base: buffer.baseAddress!, capacity: buffer.count)
            body(&writer)
            return writer.count
        }
    }
}
