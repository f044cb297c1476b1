import PaperboyModels

/// The archive's unrated items the learned model takes as negatives, their texts read
/// against the archive's terms alone, so that this can run while the library is indexed;
/// ``LibraryIndex/vector(of:)-(PreparedText)`` then gives each the vector the index would.
public struct LibraryBackground: Sendable {
    /// An item's terms: an id of the archive's table, or −1 − k for the k-th of `unseen`
    /// (a term the archive lacks, which the library may have), each with its weight.
    struct PreparedText: Sendable {
        var terms: [(Int32, Double)] = []
        var unseen: [String] = []
    }

    /// The items' ids, in order.
    let ids: [String]
    let texts: [PreparedText]

    /// No background.
    public static let empty = LibraryBackground(ids: [], texts: [])

    /// Reads `items` against the archive's `frequencies`, titles weighted by `scoring`.
    public init(_ items: [Item], frequencies: DocumentFrequencies, scoring: LibraryScoring) {
        let tokenizer = TermTokenizer(cache: FoldCache())
        let table = frequencies.table
        self.init(ids: items.map(\.id), texts: items.map { item in
            var text = PreparedText()
            var own = TermTable(capacity: 16)
            for part in LibraryIndex.texts(of: item) {
                let weight = part.isTitle ? scoring.titleWeight : 1
                tokenizer.forEachTerm(in: part.text) { bytes in
                    if let id = table.id(of: bytes) {
                        text.terms.append((id, weight))
                    } else {
                        let k = own.intern(bytes)
                        if Int(k) == text.unseen.count { text.unseen.append(String(decoding: bytes, as: UTF8.self)) }
                        text.terms.append((-1 - k, weight))
                    }
                }
            }
            return text
        })
    }

    private init(ids: [String], texts: [PreparedText]) {
        self.ids = ids
        self.texts = texts
    }
}

extension LibraryIndex {
    /// The vector ``vector(of:tokenizer:)`` gives the item `text` was read from.
    func vector(of text: LibraryBackground.PreparedText) -> [(Int32, Int32)] {
        var unseen = TermTable(capacity: 16)
        let table = self.table
        let known = Int32(table.count)
        let own = text.unseen.map { table.id(of: $0) }
        let raw = text.terms.map { term, weight in
            (term >= 0 ? term : own[Int(-1 - term)] ?? known + unseen.intern(text.unseen[Int(-1 - term)]), weight)
        }
        let frequencies = self.frequencies
        return Self.normalised(raw, idf: frequencies.idf(of:))
    }
}
