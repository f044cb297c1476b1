/// Distinct folded words by their UTF-8 bytes, numbered in order of insertion: an open
/// addressing table over one byte buffer, so a word is hashed and compared as bytes
/// without making a `String` (``SearchBodies`` looks up every word of every summary).
struct SearchWordTable {
    private var bytes: [UInt8] = []
    /// Where each word ends in ``bytes`` (a word starts where the one before ends).
    private var ends: [Int32] = []
    /// Word numbers by hash, -1 for an empty slot; a power of two long.
    private var slots = [Int32](repeating: -1, count: 1024)

    /// How many words.
    var count: Int { ends.count }

    /// The word numbered `index` as text.
    func word(_ index: Int) -> String {
        let start = index == 0 ? 0 : Int(ends[index - 1])
        return String(decoding: bytes[start..<Int(ends[index])], as: UTF8.self)
    }

    /// The number of `word`, or nil when it is not in the table.
    func index(of word: UnsafeBufferPointer<UInt8>) -> Int? {
        var slot = Self.hash(word) & (slots.count - 1)
        while slots[slot] >= 0 {
            if matches(Int(slots[slot]), word) { return Int(slots[slot]) }
            slot = (slot + 1) & (slots.count - 1)
        }
        return nil
    }

    /// Adds `word` (not in the table yet) and returns its number.
    @discardableResult
    mutating func insert(_ word: UnsafeBufferPointer<UInt8>) -> Int {
        if (count + 1) * 2 > slots.count { grow() }
        let number = count
        bytes.append(contentsOf: word)
        ends.append(Int32(bytes.count))
        place(number, hash: Self.hash(word))
        return number
    }

    private func matches(_ index: Int, _ word: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = index == 0 ? 0 : Int(ends[index - 1])
        let end = Int(ends[index])
        guard end - start == word.count else { return false }
        for k in 0..<word.count where bytes[start + k] != word[k] { return false }
        return true
    }

    private mutating func place(_ number: Int, hash: Int) {
        var slot = hash & (slots.count - 1)
        while slots[slot] >= 0 { slot = (slot + 1) & (slots.count - 1) }
        slots[slot] = Int32(number)
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        for number in 0..<count {
            let start = number == 0 ? 0 : Int(ends[number - 1])
            let hash = bytes.withUnsafeBufferPointer { Self.hash(UnsafeBufferPointer(rebasing: $0[start..<Int(ends[number])])) }
            place(number, hash: hash)
        }
    }

    /// FNV-1a over the bytes (stable, and spread enough for a table of words).
    private static func hash(_ word: UnsafeBufferPointer<UInt8>) -> Int {
        var v: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in word { v = (v ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return Int(truncatingIfNeeded: v ^ (v >> 29))
    }
}
