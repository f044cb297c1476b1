/// Every folded word the configured queries use, numbered, with a byte trie that
/// finds, in one left-to-right walk of a text word, each vocabulary word it equals
/// (`network`) or starts with (`net*`).
///
/// The trie's bytes are mapped to a few classes (the bytes that occur in some
/// vocabulary word; everything else is class 0, a dead end), so a node's row of
/// transitions is short and the whole table stays in cache.
public struct Vocabulary: Hashable, Sendable {
    /// The words, sorted; a word's id is its index.
    public let words: [QueryWord]
    private let ids: [QueryWord: Int32]
    private let byteClass: [UInt8]
    private let classCount: Int
    private let transitions: [Int32]
    private let exactID: [Int32]
    private let prefixID: [Int32]

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
        var transitions = [Int32](repeating: -1, count: classCount)
        var exactID: [Int32] = [-1]
        var prefixID: [Int32] = [-1]
        for (i, word) in words.enumerated() {
            var node = 0
            for b in word.text.utf8 {
                let slot = node * classCount + Int(byteClass[Int(b)])
                if transitions[slot] < 0 {
                    transitions[slot] = Int32(exactID.count)
                    transitions += [Int32](repeating: -1, count: classCount)
                    exactID.append(-1)
                    prefixID.append(-1)
                }
                node = Int(transitions[slot])
            }
            if word.isPrefix { prefixID[node] = Int32(i) } else { exactID[node] = Int32(i) }
        }
        self.byteClass = byteClass
        self.classCount = classCount
        self.transitions = transitions
        self.exactID = exactID
        self.prefixID = prefixID
    }

    /// True when no query asks for any word.
    public var isEmpty: Bool { words.isEmpty }

    /// The id of a word, nil if no term uses it.
    public func id(of word: QueryWord) -> Int32? { ids[word] }

    /// The root of the trie, where every word's walk starts.
    static let root: Int32 = 0

    /// The node after `byte` from `node`, or -1 when no vocabulary word continues that way.
    @inline(__always)
    func step(_ node: Int32, _ byte: UInt8) -> Int32 {
        transitions[Int(node) * classCount + Int(byteClass[Int(byte)])]
    }

    /// The id of the exact word that ends at `node`, or -1.
    @inline(__always)
    func exact(at node: Int32) -> Int32 { exactID[Int(node)] }

    /// The id of the prefix word (`net*`) that ends at `node`, or -1.
    @inline(__always)
    func prefix(at node: Int32) -> Int32 { prefixID[Int(node)] }

    public static func == (lhs: Vocabulary, rhs: Vocabulary) -> Bool { lhs.words == rhs.words }
    public func hash(into hasher: inout Hasher) { hasher.combine(words) }
}
