import Foundation

/// 64-bit FNV-1a: a fast, stable (not cryptographic) hash for change detection.
public struct FNV1a: Sendable {
    /// The hash so far.
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// Starts a hash.
    public init() {}

    /// Adds a string and a terminating 0 byte.
    public mutating func add(_ text: String) {
        var v = value
        for byte in text.utf8 {
            v ^= UInt64(byte)
            v = v &* 0x0000_0100_0000_01b3
        }
        value = (v ^ 0) &* 0x0000_0100_0000_01b3 // a 0 byte ends each string, so ("ab", "c") ≠ ("a", "bc")
    }

    /// Adds bytes and a terminating 0 byte.
    public mutating func add(_ data: Data) {
        var v = value
        data.withUnsafeBytes { buffer in
            for byte in buffer {
                v ^= UInt64(byte)
                v = v &* 0x0000_0100_0000_01b3
            }
        }
        value = (v ^ 0) &* 0x0000_0100_0000_01b3
    }
}
