/// What search indexes of a day's summaries (abstracts, repository descriptions, post
/// summaries), kept in every ``DaySummary`` until the site-wide pages are written: the
/// day's distinct folded words once, and per entry the positions of its words among
/// them (every distinct word, however long the summary; none for an item listed earlier
/// in the day). Two bytes a word instead of the words' text for every entry.
public struct SearchBodies: Sendable, Hashable {
    /// The day's distinct summary words, in order of first use (at most 65,536).
    public internal(set) var words: [String] = []
    /// Every entry's word positions, one after another.
    var positions: [UInt16] = []
    /// Where each entry's positions start in ``positions``, and a last end.
    var starts: [Int32] = [0]

    init() {}

    /// From the coded parts, checked: nil when a position or a start is out of range.
    init?(words: [String], positions: [UInt16], starts: [Int32]) {
        guard starts.first == 0, zip(starts, starts.dropFirst()).allSatisfy({ $0 <= $1 }), Int(starts.last ?? 0) == positions.count,
              positions.allSatisfy({ Int($0) < words.count })
        else { return nil }
        self.words = words
        self.positions = positions
        self.starts = starts
    }

    /// The summaries of the day's entries, in order (`nil` for a repeat of an item).
    init(summaries: [String?]) {
        // One hash a word, over its bytes: the stopwords are the table's first words, and a
        // word already taken by this entry is known by the last entry that took it.
        var table = SearchWordTable()
        for stopword in SearchTerms.stopwords {
            var stopword = stopword
            stopword.withUTF8 { table.insert($0) }
        }
        let stops = table.count
        var lastEntry: [Int32] = []
        for (e, summary) in summaries.enumerated() {
            if let summary {
                let entry = Int32(e)
                SearchTerms.eachBytes(summary) { word in
                    let p: Int
                    if let at = table.index(of: word) {
                        guard at >= stops, lastEntry[at - stops] != entry else { return }
                        p = at - stops
                    } else {
                        guard words.count <= Int(UInt16.max) else { return }
                        p = table.insert(word) - stops
                        words.append(String(decoding: word, as: UTF8.self))
                        lastEntry.append(-1)
                    }
                    lastEntry[p] = entry
                    positions.append(UInt16(p))
                }
            }
            starts.append(Int32(positions.count))
        }
        // Kept for every day of the site: without the slack appending left (up to half).
        positions = positions.withUnsafeBufferPointer { Array($0) }
        starts = starts.withUnsafeBufferPointer { Array($0) }
        words = words.withUnsafeBufferPointer { Array($0) }
    }

    /// How many entries.
    var count: Int { starts.count - 1 }

    /// The word positions of entry `entry` (empty past the end).
    func positions(of entry: Int) -> ArraySlice<UInt16> {
        guard entry >= 0, entry < count else { return [] }
        return positions[Int(starts[entry])..<Int(starts[entry + 1])]
    }
}
