/// Every folded word the configured queries use, numbered, with a byte trie that
/// finds, in one left-to-right walk of a text word, each vocabulary word it equals
/// (`network`) or starts with (`net*`).
///
/// The trie's bytes are mapped to a few classes (the bytes that occur in some
/// vocabulary word; everything else is class 0, a dead end), so a node's row is
/// short and the whole table stays in cache. One flat table holds, per node, the
/// id of the exact word ending there, the id of the prefix word ending there, and
/// the row of transitions (-1 for none).
public struct Vocabulary: Hashable, Sendable {
    /// The words, sorted; a word's id is its index.
    public let words: [QueryWord]
    private let ids: [QueryWord: Int32]
    private let byteClass: [UInt8]
    private let nodes: [Int32]
    private let stride: Int

    /// Builds the vocabulary of `terms`.
    public init(terms: some Sequence<QueryTerm>) {
        let words = Array(Set(terms.flatMap(\.words))).sorted()
        self.words = words
        var ids: [QueryWord: Int32] = [:]
        for (i, word) in words.enumerated() { ids[word] = Int32(i) }
        self.ids = ids

        var byteClass = [UInt8](repeating: 0, count: 256)
        var classCount = 1
        for word in words {
            for b in word.text.utf8 where byteClass[Int(b)] == 0 {
                byteClass[Int(b)] = UInt8(classCount)
                classCount += 1
            }
        }
        let stride = classCount + 2
        var nodes = [Int32](repeating: -1, count: stride)
        for (i, word) in words.enumerated() {
            var node = 0
            for b in word.text.utf8 {
                let slot = node * stride + 2 + Int(byteClass[Int(b)])
                if nodes[slot] < 0 {
                    nodes[slot] = Int32(nodes.count / stride)
                    nodes += [Int32](repeating: -1, count: stride)
                }
                node = Int(nodes[slot])
            }
            nodes[node * stride + (word.isPrefix ? 1 : 0)] = Int32(i)
        }
        self.byteClass = byteClass
        self.nodes = nodes
        self.stride = stride
    }

    /// True when no query asks for any word.
    public var isEmpty: Bool { words.isEmpty }

    /// The id of a word, nil if no term uses it.
    public func id(of word: QueryWord) -> Int32? { ids[word] }

    /// Runs `body` with a view of the trie that reads the tables without bounds checks
    /// or reference counting (the scan touches them once per byte of text).
    func withTrie<R>(_ body: (Trie) -> R) -> R {
        nodes.withUnsafeBufferPointer { nodes in
            byteClass.withUnsafeBufferPointer { classes in
                body(Trie(nodes: nodes, classes: classes, stride: stride))
            }
        }
    }

    public static func == (lhs: Vocabulary, rhs: Vocabulary) -> Bool { lhs.words == rhs.words }
    public func hash(into hasher: inout Hasher) { hasher.combine(words) }

    /// A read-only view of the trie, valid inside ``withTrie(_:)``.
    struct Trie {
        /// Where every word's walk starts.
        static let root: Int32 = 0

        let nodes: UnsafeBufferPointer<Int32>
        let classes: UnsafeBufferPointer<UInt8>
        let stride: Int

        /// The node after `byte` from `node`, or -1 when no vocabulary word continues that way.
        @inline(__always)
        func step(_ node: Int32, _ byte: UInt8) -> Int32 {
            nodes[Int(node) * stride + 2 + Int(classes[Int(byte)])]
        }

        /// The id of the exact word that ends at `node`, or -1.
        @inline(__always)
        func exact(at node: Int32) -> Int32 { nodes[Int(node) * stride] }

        /// The id of the prefix word (`net*`) that ends at `node`, or -1.
        @inline(__always)
        func prefix(at node: Int32) -> Int32 { nodes[Int(node) * stride + 1] }
    }
}
