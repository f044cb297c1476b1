@testable import PaperboyControllers
import PaperboyModels
import PaperboyText
import Testing

/// The author check's shortcut never skips a name that could match a library author.
@Suite struct AuthorShortcutTests {
    static let names = ["Bin Yang", "Yang, Bin", "Di Wu", "van der Berg, Anna", "Anna van der Berg", "O'Brien, Pat", "Pat O'Brien",
                        "KAUR M", "Kaur, M.", "J. R. R. Tolkien", "Martin Luther King Jr", "King, Jr., Martin L.", "De la Torre, Fernando",
                        "Fernando De la Torre", "jean-luc picard", "Ada~Lovelace", "Lovelace,Ada", "Wei LI", "Li\tWei", "  Grace  Hopper ",
                        "Ada Lovelace et al.", "Mary-Jane Watson-Parker", "A. Turing 3rd", "Le Cun, Yann", "Yann LeCun"]

    @Test func aNameIsKeptWheneverItsFamilyIsALibraryFamily() {
        for name in Self.names {
            let family = PersonName(name).family
            #expect(family.isEmpty || LibraryIndex.mayUse(name, oneOf: [family]), "\(name): \(family)")
        }
    }

    @Test func aNameWithNoLibraryFamilyIsSkippedUnread() {
        #expect(!LibraryIndex.mayUse("Grace Hopper", oneOf: ["lovelace", "turing"]))
        #expect(!LibraryIndex.mayUse("Hopper, Grace", oneOf: ["lovelace"]))
        #expect(LibraryIndex.mayUse("Hopper, Grace (Navy)", oneOf: ["lovelace"]), "bracketed names are read in full")
        #expect(LibraryIndex.mayUse("Zoë Müller", oneOf: ["lovelace"]), "non-ASCII names are read in full")
    }
}
