import PaperboyModels

extension LibraryIndex {
    /// Trains the learned model of this library: its entries (library papers and liked items)
    /// are the positives; the disliked items, each counting `dislikeWeight`, and the archive's
    /// unrated `background` items, together counting about as much as the positives, the
    /// negatives. Background items the library or a rating names are left out. Nil without
    /// entries or negatives.
    public func learnedModel(disliked: [LibraryEntry], background: LibraryBackground, dislikeWeight: Double = 3) -> LinearModel? {
        guard !entries.isEmpty else { return nil }
        let tokenizer = TermTokenizer(cache: FoldCache())
        var examples: [LinearModel.Example] = []
        for (e, entry) in entries.enumerated() {
            let vector = Array(zip(vectorTerm[Int(vectorStart[e])..<Int(vectorStart[e + 1])],
                                   vectorWeight[Int(vectorStart[e])..<Int(vectorStart[e + 1])]))
            examples.append(.init(vector: vector, positive: true, weight: 1, key: Self.key("library", entry.identity ?? entry.title)))
        }
        var named = Set(entries.compactMap(\.identity))
        for entry in disliked {
            named.formUnion(entry.identity.map { [$0] } ?? [])
            let parts = [(entry.title, scoring.titleWeight), (entry.abstract, 1.0)] + entry.keywords.map { ($0, 1.0) }
            examples.append(.init(vector: vector(of: parts, tokenizer: tokenizer), positive: false, weight: dislikeWeight,
                                  key: Self.key("disliked", entry.identity ?? entry.title)))
        }
        let unrated = background.ids.indices.filter { !named.contains(background.ids[$0]) }
        // Balanced like a class weight, but never a step so large that one item dominates.
        let weight = unrated.isEmpty ? 0 : min(4, Double(entries.count) / Double(unrated.count))
        for k in unrated {
            examples.append(.init(vector: vector(of: background.texts[k]), positive: false, weight: weight,
                                  key: Self.key("item", background.ids[k])))
        }
        return LinearModel.train(examples.filter { !$0.vector.isEmpty }, terms: table.count)
    }

    private static func key(_ kind: String, _ name: String) -> UInt64 {
        var hash = FNV1a()
        hash.add(kind)
        hash.add(name)
        return hash.value
    }
}
