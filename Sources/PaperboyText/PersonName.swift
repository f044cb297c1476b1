/// A person's name in the form every comparison of people uses (watchlists, highlights,
/// the author index, the library's shared-author boost): case and diacritics folded,
/// `Family, Given` turned around, particles (`van der`, `de la`) and suffixes (`Jr.`)
/// set aside, so that `Hinton, Geoffrey`, `Geoffrey E. Hinton` and `G. Hinton` compare.
///
/// A particle is a particle only where it stands as one: before the family name, in
/// lower case or as a known capitalised particle (`De la Torre`), never as a lone given
/// name (`Bin Yang`, `Di Wu`, `Le Lu` keep their given names). The rules, with
/// examples, are in `docs/NAMES.md`.
public struct PersonName: Hashable, Sendable, CustomStringConvertible {
    /// The name as written.
    public let written: String
    /// The folded family name: the last word of the family part, its pieces joined
    /// (`O'Brien` → `obrien`, `Smith-Jones` → `smithjones`).
    public let family: String
    /// The folded given names and initials, in order (`["geoffrey", "e"]`); in a
    /// `Family, Given` name, the family part's other words follow them.
    public let given: [String]
    /// The folded particles set aside (`["van", "der"]`).
    public let particles: [String]

    /// Reads a name written `Given Middle Family`, `G. M. Family`, `Family, Given`,
    /// `von Family, Jr., Given` or `Family GM` (initials after the family name).
    public init(_ written: String) {
        self.written = written
        let parts = NameParts(written)
        family = parts.family
        given = parts.given
        particles = parts.particles
    }

    /// The name's identity in lists: its given words and family name (`bin yang`), so
    /// that `Yang, Bin` and `Bin Yang` are one author.
    public var key: String { (given + [family]).joined(separator: " ") }

    /// True when the watched name `self` names the person `other` as far as the names
    /// tell: the same family name, and given names that agree word by word (equal, or
    /// one is the other's initial) as far as both go. A family name alone (`Hinton`)
    /// watches every Hinton; a person written with no given name matches only that.
    public func matches(_ other: PersonName) -> Bool {
        guard !family.isEmpty, family == other.family else { return false }
        guard !given.isEmpty else { return true }
        guard !other.given.isEmpty else { return false }
        if given.joined() == other.given.joined() { return true }
        return zip(given, other.given).allSatisfy(Self.agree)
    }

    /// Two given words agree when equal, or when one is an initial the other starts with.
    static func agree(_ a: String, _ b: String) -> Bool {
        if a == b { return true }
        if a.unicodeScalars.count == 1 { return b.unicodeScalars.first == a.unicodeScalars.first }
        if b.unicodeScalars.count == 1 { return a.unicodeScalars.first == b.unicodeScalars.first }
        return false
    }

    /// The name as written.
    public var description: String { written }
}
