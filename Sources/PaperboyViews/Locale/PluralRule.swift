/// A CLDR plural category: which form of a counted text a number takes.
public enum PluralCategory: String, CaseIterable, Sendable, Comparable {
    case zero, one, two, few, many, other

    public static func < (a: PluralCategory, b: PluralCategory) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// How a language picks the plural category of a whole number, named in a locale file
/// (`plural-rule: one-other`). A language with `few` or `many` forms adds its rule here.
public enum PluralRule: String, CaseIterable, Sendable {
    /// `one` for 1, `other` for every other number (English, German, Dutch, Swedish…).
    case oneOther = "one-other"

    /// The categories a counted text must give, `other` among them.
    public var categories: Set<PluralCategory> {
        switch self {
        case .oneOther: return [.one, .other]
        }
    }

    /// The category of `n`.
    public func category(_ n: Int) -> PluralCategory {
        switch self {
        case .oneOther: return n == 1 ? .one : .other
        }
    }
}
