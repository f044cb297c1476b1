/// An author credit as publishers write it, read into people: one name or a list
/// (`A, B and C`; `Kaur, M., Shukla, A.`; `Smith, J.; Doe, K.`), with e-mail
/// addresses (`Name <me@example.com>`, `me@example.com (Name)`) and notes such as
/// affiliations (`B. Vollmer (Observatoire de Strasbourg, France)`) taken apart.
///
/// Commas are the hard part: they separate people (`Bin Yang, Di Wu`) or a family
/// name from its given names (`Yang, Bin`). They pair `Family, Given` when a given
/// part is initials (`Kaur, M.`), when a credit is just two parts and one is a single
/// word (`Smith, John`), or when every part is a single word (`Smith, John, Doe,
/// Jane`); otherwise each part is a person. `docs/NAMES.md` has the examples.
public enum CreditLine {
    /// One person of a credit.
    public struct Person: Hashable, Sendable {
        /// The name, without e-mail address or note (may be empty).
        public var name: String
        /// Text in brackets that is not an e-mail address: an affiliation, a role.
        public var note: String?
        /// The e-mail address, without `mailto:`.
        public var email: String?

        /// Creates a person of a credit.
        public init(name: String, note: String? = nil, email: String? = nil) {
            self.name = name
            self.note = note
            self.email = email
        }
    }

    /// The people of `text`, in order; parts with no name, e-mail or note are dropped,
    /// and so are `et al.` and `others`.
    public static func people(_ text: String) -> [Person] {
        var pieces = split(text, brackets: true)
        if pieces == nil { pieces = split(text, brackets: false) }
        let parts = (pieces ?? []).compactMap { piece -> (person: Person, afterComma: Bool)? in
            let person = person(piece.text)
            guard !person.name.isEmpty || person.email != nil || person.note != nil else { return nil }
            return (person, piece.afterComma)
        }
        let pairsByInitials = parts.contains { $0.afterComma && isInitials($0.person.name) }
        var people: [Person] = []
        var chunk: [Person] = []
        for (person, afterComma) in parts {
            if afterComma, isSuffix(person.name), var last = chunk.popLast() {
                last.name += ", " + person.name
                chunk.append(last)
                continue
            }
            if !afterComma, !chunk.isEmpty {
                people += group(chunk, pairsByInitials: pairsByInitials)
                chunk = []
            }
            chunk.append(person)
        }
        return people + group(chunk, pairsByInitials: pairsByInitials)
    }

    /// Joins `Family`, `Given` parts of one run of comma-separated parts into people.
    private static func group(_ chunk: [Person], pairsByInitials: Bool) -> [Person] {
        let words = chunk.map { $0.name.split(whereSeparator: \.isWhitespace).count }
        let pairs: Bool
        if pairsByInitials {
            pairs = true
        } else if chunk.count == 2 {
            pairs = (words[0] == 1 || words[1] == 1) && words.allSatisfy { $0 > 0 }
        } else {
            pairs = chunk.count.isMultiple(of: 2) && words.allSatisfy { $0 == 1 }
        }
        guard pairs, chunk.count > 1 else { return chunk }
        var people: [Person] = []
        var i = 0
        while i < chunk.count {
            let next = i + 1 < chunk.count ? chunk[i + 1] : nil
            let oneWord = words[i] == 1
            if let next, isFamily(chunk[i].name), !pairsByInitials || isInitials(next.name) || oneWord {
                people.append(Person(name: chunk[i].name + ", " + next.name, note: chunk[i].note ?? next.note, email: chunk[i].email ?? next.email))
                i += 2
            } else {
                people.append(chunk[i])
                i += 1
            }
        }
        return people
    }

    /// `M.`, `M.-H.`, `J. R. R.`, `JA`: every word one to three capitals, with dots or hyphens.
    static func isInitials(_ name: String) -> Bool {
        let words = name.split(whereSeparator: \.isWhitespace)
        return !words.isEmpty && words.allSatisfy { word in
            let letters = word.filter { $0 != "." && $0 != "-" }
            return (1...3).contains(letters.count) && letters.allSatisfy(\.isUppercase)
                && (word.contains(".") || letters.count <= 3)
        }
    }

    /// A family part: one to four words, none of them initials or numbers.
    private static func isFamily(_ name: String) -> Bool {
        let words = name.split(whereSeparator: \.isWhitespace)
        return (1...4).contains(words.count) && !words.contains { isInitials(String($0)) || $0.contains(where: \.isNumber) }
    }

    private static func isSuffix(_ name: String) -> Bool {
        let folded = name.lowercased().filter(\.isLetter)
        return NameParts.suffixes.contains(folded) && !name.contains(" ")
    }
}
