import PaperboyModels
import PaperboyText

/// Computes an item's ``ItemText``: one pass over the UTF-8 bytes of each field,
/// walking the vocabulary's trie as it goes, so the cost is linear in the text and
/// no string is built for a word unless it has non-ASCII scalars.
///
/// Fields: the title; the summary (a repository's description when it has none);
/// an arXiv comment; each author's name; and the categories, topics and language.
/// Positions jump by two between the values of a multi-valued field, so a phrase
/// never spans two authors or two categories.
struct TextIndexer {
    let vocabulary: Vocabulary
    let cache: FoldCache

    /// Indexes `item`; `names` asks for the authors' normalised names too.
    func index(_ item: Item, names: Bool) -> ItemText {
        var hits: [UInt64] = []
        if !vocabulary.isEmpty {
            vocabulary.withTrie { trie in
                scan(item.title, .title, from: 0, trie, into: &hits)
                let summary = item.summary.isEmpty ? (item.repository?.description ?? "") : item.summary
                scan(summary, .abstract, from: 0, trie, into: &hits)
                if let comment = item.paper?.comment { scan(comment, .comment, from: 0, trie, into: &hits) }
                var position: Int32 = 0
                for author in item.authors { position = scan(author.name, .author, from: position, trie, into: &hits) + 1 }
                position = 0
                for category in item.categories { position = scan(category, .tags, from: position, trie, into: &hits) + 1 }
                if let repository = item.repository {
                    for topic in repository.topics { position = scan(topic, .tags, from: position, trie, into: &hits) + 1 }
                    if let language = repository.language { scan(language, .tags, from: position, trie, into: &hits) }
                }
            }
            hits.sort()
        }
        return ItemText(hits: hits, authorNames: names ? item.authors.map { cache.name($0.name) } : [])
    }

    /// Appends the hits of `text` in `field`, numbering words from `start`; returns the next position.
    @discardableResult
    private func scan(_ text: String, _ field: QueryField, from start: Int32, _ trie: Vocabulary.Trie,
                      into hits: inout [UInt64]) -> Int32 {
        var text = text
        return text.withUTF8 { scanBytes($0, field.rawValue, from: start, trie, into: &hits) }
    }

    private func scanBytes(_ buf: UnsafeBufferPointer<UInt8>, _ field: UInt8, from start: Int32, _ trie: Vocabulary.Trie,
                           into hits: inout [UInt64]) -> Int32 {
        let n = buf.count
        var i = 0
        var position = start
        while i < n {
            // Skip to the start of a word.
            let b = buf[i]
            if b < 0x80 {
                if !WordFolding.isASCIIWordByte(b) { i += 1; continue }
            } else {
                let (scalar, length) = UTF8Scalar.decode(buf, at: i)
                if !WordFolding.isWordScalar(scalar) { i += length; continue }
            }
            // Walk the word, stepping the trie while it stays ASCII.
            let wordStart = i
            let hitsAtStart = hits.count
            var node = Vocabulary.Trie.root
            var ascii = true
            while i < n {
                let c = buf[i]
                if c < 0x80 {
                    guard WordFolding.isASCIIWordByte(c) else { break }
                    if ascii, node >= 0 {
                        node = trie.step(node, c | (c >= 0x41 && c <= 0x5A ? 0x20 : 0))
                        if node >= 0, trie.prefix(at: node) >= 0 {
                            hits.append(ItemText.key(id: trie.prefix(at: node), field: field, position: position))
                        }
                    }
                    i += 1
                } else {
                    let (scalar, length) = UTF8Scalar.decode(buf, at: i)
                    guard WordFolding.isWordScalar(scalar) else { break }
                    ascii = false
                    i += length
                }
            }
            if ascii {
                if node >= 0, trie.exact(at: node) >= 0 {
                    hits.append(ItemText.key(id: trie.exact(at: node), field: field, position: position))
                }
            } else {
                // Folding may turn the whole word into something else (`Éc` → `ec`): start over on its folded bytes.
                hits.removeSubrange(hitsAtStart...)
                let folded = cache.foldedWord(UnsafeBufferPointer(rebasing: buf[wordStart..<i]))
                walk(folded, field, position, trie, into: &hits)
            }
            position += 1
        }
        return position
    }

    private func walk(_ word: [UInt8], _ field: UInt8, _ position: Int32, _ trie: Vocabulary.Trie, into hits: inout [UInt64]) {
        var node = Vocabulary.Trie.root
        for b in word {
            node = trie.step(node, b)
            guard node >= 0 else { return }
            if trie.prefix(at: node) >= 0 {
                hits.append(ItemText.key(id: trie.prefix(at: node), field: field, position: position))
            }
        }
        if trie.exact(at: node) >= 0 {
            hits.append(ItemText.key(id: trie.exact(at: node), field: field, position: position))
        }
    }
}
