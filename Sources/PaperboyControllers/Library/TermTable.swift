/// Terms interned to integer ids: an open-addressing hash table over the terms' UTF-8
/// bytes, kept in one arena, so looking a word up needs no `String`.
struct TermTable: Sendable {
    private var arena: [UInt8] = []
    private var starts: [Int32] = [0]
    private var slots: [Int32]
    private var mask: Int

    /// An empty table with room for about `capacity` terms before it grows.
    init(capacity: Int = 1024) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = [Int32](repeating: -1, count: size)
        mask = size - 1
    }

    /// The number of terms.
    var count: Int { starts.count - 1 }

    /// The term with id `id`.
    func term(_ id: Int32) -> String {
        String(decoding: arena[Int(starts[Int(id)])..<Int(starts[Int(id) + 1])], as: UTF8.self)
    }

    /// The id of `bytes`, nil when the table does not hold them.
    func id(of bytes: UnsafeBufferPointer<UInt8>) -> Int32? {
        var slot = Int(truncatingIfNeeded: Self.hash(bytes)) & mask
        while true {
            let id = slots[slot]
            if id < 0 { return nil }
            if equals(id, bytes) { return id }
            slot = (slot + 1) & mask
        }
    }

    /// The id of `term`, nil when the table does not hold it.
    func id(of term: String) -> Int32? {
        var term = term
        return term.withUTF8 { id(of: $0) }
    }

    /// The id of `bytes`, added when new.
    mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
        if let id = id(of: bytes) { return id }
        if count * 2 >= slots.count { grow() }
        let id = Int32(count)
        arena.append(contentsOf: bytes)
        starts.append(Int32(arena.count))
        place(id, hash: Self.hash(bytes))
        return id
    }

    /// The id of `term`, added when new.
    mutating func intern(_ term: String) -> Int32 {
        var term = term
        return term.withUTF8 { intern($0) }
    }

    private func equals(_ id: Int32, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = Int(starts[Int(id)])
        let end = Int(starts[Int(id) + 1])
        guard end - start == bytes.count else { return false }
        var k = 0
        while k < bytes.count {
            if arena[start + k] != bytes[k] { return false }
            k += 1
        }
        return true
    }

    private mutating func place(_ id: Int32, hash: UInt64) {
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = id
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        mask = slots.count - 1
        for id in 0..<count {
            let start = Int(starts[id])
            let end = Int(starts[id + 1])
            let hash = arena.withUnsafeBufferPointer { Self.hash(UnsafeBufferPointer(rebasing: $0[start..<end])) }
            place(Int32(id), hash: hash)
        }
    }

    /// FNV-1a, 64 bits.
    @inline(__always)
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
        return h ^ (h >> 29)
    }
}
