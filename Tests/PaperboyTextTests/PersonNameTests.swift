import Testing
import PaperboyText

@Suite struct PersonNameTests {
    @Test("given names that double as particles stay given names", arguments: [
        ("Bin Yang", "yang", ["bin"]),
        ("Yang, Bin", "yang", ["bin"]),
        ("Di Wu", "wu", ["di"]),
        ("Wu, Di", "wu", ["di"]),
        ("Le Lu", "lu", ["le"]),
        ("Da Chang", "chang", ["da"]),
        ("De Li", "li", ["de"]),
        ("Al Smith", "smith", ["al"]),
        ("bin yang", "yang", ["bin"]),
        ("Sean Bin Yang", "yang", ["sean", "bin"]),
        ("Soubhik De", "de", ["soubhik"]),
        ("Thuc duy Le", "le", ["thuc", "duy"]),
        ("Du Mingzhe", "mingzhe", ["du"]),
    ])
    func givenNames(written: String, family: String, given: [String]) {
        let name = PersonName(written)
        #expect(name.family == family)
        #expect(name.given == given)
    }

    @Test("particles where they stand before the family name", arguments: [
        ("Ludwig van Beethoven", "beethoven", ["ludwig"], ["van"]),
        ("Beethoven, Ludwig van", "beethoven", ["ludwig"], ["van"]),
        ("van Beethoven, Ludwig", "beethoven", ["ludwig"], ["van"]),
        ("Fernando De la Torre", "torre", ["fernando"], ["de", "la"]),
        ("De la Torre, Fernando", "torre", ["fernando"], ["de", "la"]),
        ("De la Torre", "torre", [], ["de", "la"]),
        ("van der Berg", "berg", [], ["van", "der"]),
        ("Lonneke van der Plas", "plas", ["lonneke"], ["van", "der"]),
        ("Al Ghallabi, Wafa", "ghallabi", ["wafa"], ["al"]),
        ("Maria da Silva", "silva", ["maria"], ["da"]),
    ])
    func particles(written: String, family: String, given: [String], particles: [String]) {
        let name = PersonName(written)
        #expect(name.family == family)
        #expect(name.given == given)
        #expect(name.particles == particles)
    }

    @Test("forms: suffixes, initials after the family name, e-mail and notes removed", arguments: [
        ("King, Martin Luther, Jr.", "king", ["martin", "luther"]),
        ("Martin Luther King, Jr.", "king", ["martin", "luther"]),
        ("King, Jr., Martin Luther", "king", ["martin", "luther"]),
        ("Kaur M", "kaur", ["m"]),
        ("Smith JK", "smith", ["j", "k"]),
        ("Smith Jr", "smith", []),
        ("Wei LI", "li", ["wei"]),
        ("Jane Doe <jane@example.com>", "doe", ["jane"]),
        ("jane@example.com (Jane Doe)", "doe", ["jane"]),
        ("Conan O'Brien", "obrien", ["conan"]),
        ("O’Brien, Conan", "obrien", ["conan"]),
        ("Anna Smith-Jones", "smithjones", ["anna"]),
        ("J.R.R. Tolkien", "tolkien", ["j", "r", "r"]),
        ("Gabriel García Márquez", "marquez", ["gabriel", "garcia"]),
        ("García Márquez, Gabriel", "marquez", ["gabriel", "garcia"]),
    ])
    func forms(written: String, family: String, given: [String]) {
        let name = PersonName(written)
        #expect(name.family == family)
        #expect(name.given == given)
    }

    @Test("matching: same family, given names that agree word by word", arguments: [
        ("Yang, Bin", "Bin Yang", true),
        ("Yang, Bin", "B. Yang", true),
        ("Yang, Bin", "Bo Yang", false),
        ("Yang, Bin", "Sean Bin Yang", false),
        ("Yang, Ming-Hsuan", "Bin Yang", false),
        ("Yang, Ming-Hsuan", "M.-H. Yang", true),
        ("Yang, Ming-Hsuan", "Minghsuan Yang", true),
        ("Yang, Bob", "Bin Yang", false),
        ("Wu, Zed", "Di Wu", false),
        ("Lee, Do Hyun", "Do Hyun Lee", true),
        ("Lee, Do Hyun", "Do-Eun Lee", false),
        ("Lee, Do Hyun", "Dohyun Lee", true),
        ("Yang", "Bin Yang", true),
        ("Bin Yang", "Yang", false),
        ("Di Matteo, Paola", "Paola Di Matteo", true),
        ("De la Torre, Fernando", "Alberto de la Torre", false),
        ("de la Torre, A.", "Alberto de la Torre", true),
        ("Kaur, M.", "Kaur M", true),
    ])
    func matching(watch: String, author: String, matches: Bool) {
        #expect(PersonName(watch).matches(PersonName(author)) == matches)
    }

    @Test func keysAreTheSameWhicheverWayANameIsWritten() {
        #expect(PersonName("Yang, Bin").key == PersonName("Bin Yang").key)
        #expect(PersonName("van der Plas, Lonneke").key == PersonName("Lonneke van der Plas").key)
        #expect(PersonName("Bin Yang").key != PersonName("Sean Bin Yang").key)
        #expect(PersonName("").key == "")
        #expect(!PersonName("").matches(PersonName("")))
    }
}
