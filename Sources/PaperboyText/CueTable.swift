/// Lower-case phrases, each standing for a set of feature bits, found at word starts of
/// lower-cased UTF-8 text by walking a trie of their bytes.
///
/// A phrase ending in `*` matches any word ending (`outperform*` finds `outperformed`);
/// other phrases must end at a word boundary. After a space of a phrase the text may
/// have one skippable word and a space more (`we show` finds `we also show`).
final class CueTable: @unchecked Sendable {
    // The trie is written once, in init, then only read: raw buffers keep its walk out of
    // array bounds checks (a render of 45,000 abstracts walks it millions of times). A
    // node's children are stored together: letters first, in order, then other bytes.
    /// The node of each first byte, or -1.
    private let roots: UnsafeMutableBufferPointer<Int32>
    private let bytes: UnsafeMutableBufferPointer<UInt8>
    /// The index of a node's first child.
    private let firstChild: UnsafeMutableBufferPointer<Int32>
    /// Bit `b - a` for each child letter `b`, bit 31 when a child is another byte.
    private let childBytes: UnsafeMutableBufferPointer<UInt32>
    /// `wordEnd`, `prefixEnd` and `space` bits.
    private let flags: UnsafeMutableBufferPointer<UInt8>
    /// Bits of the phrases that end at a node and need a word boundary after it.
    private let wordMasks: UnsafeMutableBufferPointer<UInt64>
    /// Bits of the phrases that end at a node with a `*`.
    private let prefixMasks: UnsafeMutableBufferPointer<UInt64>
    /// Skippable words by length in bytes.
    private let skippable: [[[UInt8]]]

    private static let wordEnd: UInt8 = 1, prefixEnd: UInt8 = 2, space: UInt8 = 4

    /// A table of `phrases` with the feature bits each sets, skipping the words of `skippable` after a space.
    init(_ phrases: [(phrase: String, mask: UInt64)], skippable: [String] = []) {
        // A nested-dictionary trie first, then laid out breadth first with siblings side by side.
        var children: [[UInt8: Int]] = [[:]]
        var wordMasks: [UInt64] = [0]
        var prefixMasks: [UInt64] = [0]
        for (phrase, mask) in phrases {
            var text = Array(phrase.utf8)
            let isPrefix = text.last == 0x2A
            if isPrefix { text.removeLast() }
            var node = 0
            for byte in text {
                if let child = children[node][byte] {
                    node = child
                } else {
                    children.append([:])
                    wordMasks.append(0)
                    prefixMasks.append(0)
                    children[node][byte] = children.count - 1
                    node = children.count - 1
                }
            }
            if isPrefix { prefixMasks[node] |= mask } else { wordMasks[node] |= mask }
        }
        var order: [(old: Int, byte: UInt8)] = []
        var newFirstChild: [Int32] = []
        var newChildBytes: [UInt32] = []
        var roots = [Int32](repeating: -1, count: 256)
        var queue = Self.sortedChildren(children[0])
        for (k, (byte, _)) in queue.enumerated() { roots[Int(byte)] = Int32(k) }
        var head = 0
        while head < queue.count {
            let (byte, old) = queue[head]
            head += 1
            order.append((old, byte))
            let next = Self.sortedChildren(children[old])
            newFirstChild.append(Int32(queue.count))
            newChildBytes.append(next.reduce(0) { $0 | Self.childBit($1.byte) })
            queue += next
        }
        newFirstChild.append(Int32(queue.count))
        self.roots = Self.copy(roots)
        self.bytes = Self.copy(order.map(\.byte))
        self.firstChild = Self.copy(newFirstChild)
        self.childBytes = Self.copy(newChildBytes)
        self.flags = Self.copy(order.map { node in
            (wordMasks[node.old] != 0 ? Self.wordEnd : 0) | (prefixMasks[node.old] != 0 ? Self.prefixEnd : 0)
                | (node.byte == 0x20 ? Self.space : 0)
        })
        self.wordMasks = Self.copy(order.map { wordMasks[$0.old] })
        self.prefixMasks = Self.copy(order.map { prefixMasks[$0.old] })
        var byLength = [[[UInt8]]](repeating: [], count: 1 + (skippable.map(\.utf8.count).max() ?? 0))
        for word in skippable { byLength[word.utf8.count].append(Array(word.utf8)) }
        self.skippable = byLength
    }

    deinit {
        roots.deallocate()
        bytes.deallocate()
        firstChild.deallocate()
        childBytes.deallocate()
        flags.deallocate()
        wordMasks.deallocate()
        prefixMasks.deallocate()
    }

    /// The feature bits of every phrase found at `at` (a word start) in `text`, up to `end`.
    @inline(__always)
    func features(at: Int, in text: UnsafeBufferPointer<UInt8>, end: Int) -> UInt64 {
        let root = roots[Int(text[at])]
        guard root >= 0 else { return 0 }
        return walk(from: Int(root), at: at + 1, in: text, end: end, skipped: false)
    }

    /// The bits of the phrases through `node` (whose byte the text had just before `at`).
    private func walk(from node: Int, at: Int, in text: UnsafeBufferPointer<UInt8>, end: Int, skipped: Bool) -> UInt64 {
        var node = node
        var i = at
        var found: UInt64 = 0
        while true {
            let flag = flags[node]
            if flag != 0 {
                if flag & Self.prefixEnd != 0 { found |= prefixMasks[node] }
                if flag & Self.wordEnd != 0, i == end || !Self.isWordByte(text[i]) { found |= wordMasks[node] }
                if flag & Self.space != 0, !skipped, childBytes[node] != 0 {
                    let skip = skippableLength(in: text, at: i, end: end)
                    if skip > 0 { found |= walk(from: node, at: i + skip, in: text, end: end, skipped: true) }
                }
            }
            guard i < end else { break }
            let b = text[i]
            let map = childBytes[node]
            let bit = Self.childBit(b)
            guard map & bit != 0 else { break }
            var child = Int(firstChild[node]) + (map & (bit &- 1)).nonzeroBitCount
            if bit == 1 << 31 {
                let last = Int(firstChild[node + 1])
                while child < last, bytes[child] != b { child += 1 }
                guard child < last else { break }
            }
            node = child
            i += 1
        }
        return found
    }

    /// The length of a skippable word and the space after it at `i`, or 0.
    private func skippableLength(in text: UnsafeBufferPointer<UInt8>, at i: Int, end: Int) -> Int {
        var j = i
        while j < end, text[j] != 0x20 { j += 1 }
        let length = j - i
        guard j < end, length < skippable.count else { return 0 }
        for word in skippable[length] where word.elementsEqual(UnsafeBufferPointer(rebasing: text[i..<j])) {
            return length + 1
        }
        return 0
    }

    /// True for the bytes of a word: ASCII letters and digits, and all non-ASCII bytes.
    @inline(__always) static func isWordByte(_ b: UInt8) -> Bool {
        (b | 0x20) &- 0x61 < 26 || b &- 0x30 < 10 || b >= 0x80
    }

    @inline(__always) private static func childBit(_ byte: UInt8) -> UInt32 {
        SentenceSplitter.isLower(byte) ? 1 << UInt32(byte &- 0x61) : 1 << 31
    }

    /// Children in storage order: letters alphabetically, then other bytes.
    private static func sortedChildren(_ children: [UInt8: Int]) -> [(byte: UInt8, old: Int)] {
        func key(_ byte: UInt8) -> Int { SentenceSplitter.isLower(byte) ? Int(byte) : 256 + Int(byte) }
        return children.map { (byte: $0.key, old: $0.value) }.sorted { key($0.byte) < key($1.byte) }
    }

    private static func copy<T>(_ array: [T]) -> UnsafeMutableBufferPointer<T> {
        let buffer = UnsafeMutableBufferPointer<T>.allocate(capacity: max(array.count, 1))
        _ = buffer.initialize(from: array)
        return buffer
    }
}
