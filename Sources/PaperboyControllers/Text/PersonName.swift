import PaperboyModels

/// A person's name normalised for watchlists: case and diacritics folded,
/// `Last, First` turned around, particles (`van der`, `de la`) and suffixes
/// (`Jr.`) set aside, so that `Hinton, Geoffrey`, `Geoffrey E. Hinton` and
/// `G. Hinton` are comparable.
public struct PersonName: Hashable, Sendable, CustomStringConvertible {
    /// The name as written.
    public let written: String
    /// The folded family name: the last word that is not a particle or suffix.
    public let family: String
    /// The folded given names and initials, in order (`["geoffrey", "e"]`).
    public let given: [String]

    private static let particles: Set<String> = [
        "van", "von", "der", "den", "de", "la", "le", "du", "da", "di", "del", "della", "dos", "das", "ter", "ten", "zu", "af", "al", "bin", "ibn",
    ]
    private static let suffixes: Set<String> = ["jr", "sr", "ii", "iii", "iv"]

    /// Normalises a name written `First Middle Last`, `F. M. Last` or `Last, First`.
    public init(_ written: String) {
        self.written = written
        let parts = written.split(separator: ",", maxSplits: 2).map(String.init)
        var words: [String]
        if parts.count >= 2, !WordFolding.words(parts[1]).allSatisfy(Self.suffixes.contains) {
            // `Last, First` (or `Last, First, Jr.`).
            words = WordFolding.words(parts[1]) + WordFolding.words(parts[0])
        } else {
            words = WordFolding.words(parts.joined(separator: " "))
        }
        while words.count > 1, let last = words.last, Self.suffixes.contains(last) { words.removeLast() }
        family = words.last ?? ""
        given = words.dropLast().filter { !Self.particles.contains($0) }
    }

    /// True when both name the same person as far as the names tell: the same family
    /// name, and first given names that agree (equal, or one is the other's initial)
    /// when both have one. `Hinton` alone matches every Hinton.
    public func matches(_ other: PersonName) -> Bool {
        guard !family.isEmpty, family == other.family else { return false }
        guard let mine = given.first, let theirs = other.given.first else { return true }
        if mine == theirs { return true }
        if mine.unicodeScalars.count == 1 { return theirs.unicodeScalars.first == mine.unicodeScalars.first }
        if theirs.unicodeScalars.count == 1 { return mine.unicodeScalars.first == theirs.unicodeScalars.first }
        return false
    }

    public var description: String { written }
}
