/// Splits one written name into folded family name, given names and particles
/// (the rules ``PersonName`` documents; `docs/NAMES.md` has the examples).
struct NameParts {
    private(set) var family = ""
    private(set) var given: [String] = []
    private(set) var particles: [String] = []

    /// Words that are particles where they stand before a family name.
    static let particleWords: Set<String> = [
        "van", "von", "vom", "der", "den", "de", "des", "la", "le", "du", "da", "di", "del", "della", "dos", "das",
        "do", "ter", "ten", "zu", "zum", "zur", "af", "al", "el", "bin", "ibn", "ben",
    ]
    /// Particles that stay particles when capitalised inside a name (`Fernando De la Torre`);
    /// `Le`, `Di`, `Bin`, `Al`, `Do` capitalised are more often given or family names.
    static let capitalisedParticles: Set<String> = [
        "van", "von", "vom", "der", "den", "de", "des", "del", "della", "da", "dos", "das", "du", "la", "ter", "ten", "zu",
    ]
    static let suffixes: Set<String> = ["jr", "sr", "ii", "iii", "iv"]

    init(_ written: String) {
        let bare = CreditLine.person(written).name
        let parts = (bare.isEmpty ? written : bare).split(separator: ",").map(Self.tokens).filter { !$0.isEmpty }
        guard let first = parts.first else { return }
        let givenPart = parts.dropFirst().first { !Self.isSuffix($0) }
        if let givenPart {
            readInverted(family: first, given: givenPart)
        } else {
            readInOrder(Self.droppingSuffixes(first), hasCase: Self.hasUppercase(written))
        }
    }

    /// `Given [particles] Family`, or `Family INITIALS` (`Kaur M`).
    private mutating func readInOrder(_ tokens: [Substring], hasCase: Bool) {
        guard let last = tokens.last else { return }
        if tokens.count >= 2, let initials = Self.trailingInitials(last), tokens.dropLast().contains(where: Self.hasLowercase) {
            readInverted(family: Array(tokens.dropLast()), given: [])
            given = initials
            return
        }
        var start = tokens.count - 1
        while start > 0 {
            let token = tokens[start - 1]
            let isFirst = start - 1 == 0
            let lower = Self.isLowercase(token)
            let folded = Self.folded(token)
            guard Self.particleWords.contains(folded) else { break }
            let particle = isFirst
                ? (lower && hasCase) || start < tokens.count - 1
                : lower || Self.capitalisedParticles.contains(folded)
            guard particle else { break }
            start -= 1
        }
        family = Self.folded(last)
        particles = tokens[start..<(tokens.count - 1)].map(Self.folded)
        given = tokens[..<start].flatMap { WordFolding.words(String($0)) }
    }

    /// `[particles] Family, Given [particles]`; the family part's other words join the given names.
    private mutating func readInverted(family familyTokens: [Substring], given givenTokens: [Substring]) {
        var familyTokens = familyTokens[...]
        var leading: [String] = []
        while familyTokens.count > 1, let first = familyTokens.first, Self.particleWords.contains(Self.folded(first)) {
            leading.append(Self.folded(first))
            familyTokens = familyTokens.dropFirst()
        }
        var givenTokens = Self.droppingSuffixes(givenTokens)[...]
        var trailing: [String] = []
        while givenTokens.count > 1, let last = givenTokens.last, Self.isLowercase(last), Self.particleWords.contains(Self.folded(last)) {
            trailing.insert(Self.folded(last), at: 0)
            givenTokens = givenTokens.dropLast()
        }
        family = familyTokens.last.map(Self.folded) ?? ""
        particles = trailing + leading
        given = (givenTokens + familyTokens.dropLast()).flatMap { WordFolding.words(String($0)) }
    }

    private static func tokens(_ text: Substring) -> [Substring] {
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return text.split { $0 == "~" || $0.asciiValue.map { $0 == 0x20 || (0x09...0x0D).contains($0) } == true }
                .filter { $0.utf8.contains(where: WordFolding.isASCIIWordByte) }
        }
        return text.split { $0.isWhitespace || $0 == "~" }.filter { token in token.unicodeScalars.contains(where: WordFolding.isWordScalar) }
    }

    /// One token's folded words joined: `O'Brien` → `obrien`.
    private static func folded(_ token: Substring) -> String { WordFolding.words(String(token)).joined() }

    private static func isSuffix(_ tokens: [Substring]) -> Bool { tokens.allSatisfy { suffixes.contains(folded($0)) } }

    private static func droppingSuffixes(_ tokens: [Substring]) -> [Substring] {
        var tokens = tokens
        while tokens.count > 1, let last = tokens.last, suffixes.contains(folded(last)) { tokens.removeLast() }
        return tokens
    }

    private static func isLowercase(_ token: Substring) -> Bool { !hasUppercase(token) && hasLowercase(token) }
    private static func hasLowercase(_ token: Substring) -> Bool {
        token.utf8.allSatisfy { $0 < 0x80 } ? token.utf8.contains { $0 >= 0x61 && $0 <= 0x7A } : token.contains { $0.isLowercase }
    }
    static func hasUppercase<S: StringProtocol>(_ text: S) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 } ? text.utf8.contains { $0 >= 0x41 && $0 <= 0x5A } : text.contains { $0.isUppercase }
    }

    /// `M`, `JR`, `NSK`: one to three capitals after a family name, as in `Kaur M` (no
    /// vowels past the first letter, so `Wei LI` and `Andrew MA` stay given-first).
    private static func trailingInitials(_ token: Substring) -> [String]? {
        let scalars = token.unicodeScalars
        guard (1...3).contains(scalars.count), scalars.allSatisfy({ ("A"..."Z").contains($0) }) else { return nil }
        guard scalars.count == 1 || !scalars.contains(where: { "AEIOUY".unicodeScalars.contains($0) }) else { return nil }
        return scalars.map { String($0).lowercased() }
    }
}
