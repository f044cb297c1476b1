/// The closest known name to a misspelled one, by edit distance.
public enum NameSuggestion {
    /// The candidate nearest to `name`, when near enough to be a likely typo: at most a
    /// third of the name's length in edits (at least 2). A candidate may also match the
    /// name's last part (`paper.titel` → `title`), at one edit more, and a candidate whose
    /// last camel-case word is the name (`title` → `siteTitle`) counts as one edit.
    public static func closest(to name: String, in candidates: [String]) -> String? {
        let target = Array(name.unicodeScalars)
        let last = name.split(separator: ".").last.map { Array($0.unicodeScalars) } ?? target
        let limit = max(2, target.count / 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates.sorted() where candidate != name {
            let scalars = Array(candidate.unicodeScalars)
            var distance = editDistance(target, scalars)
            if last.count != target.count { distance = min(distance, editDistance(last, scalars) + 1) }
            if target.count >= 3, endsWithWord(scalars, target) { distance = min(distance, 1) }
            if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.name
    }

    /// True when `candidate` ends with `word` as its last camel-case word (`siteTitle`, `title`).
    static func endsWithWord(_ candidate: [Unicode.Scalar], _ word: [Unicode.Scalar]) -> Bool {
        guard candidate.count > word.count, let first = word.first, first.properties.isLowercase else { return false }
        let tail = candidate.suffix(word.count)
        guard let head = tail.first, head.properties.isUppercase, candidate[candidate.count - word.count - 1].properties.isLowercase
        else { return false }
        return head.properties.lowercaseMapping == String(first) && tail.dropFirst().elementsEqual(word.dropFirst())
    }

    /// Levenshtein distance, with a swap of two neighbours counted as one edit.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], before[j - 2] + 1)
                }
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
