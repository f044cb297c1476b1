import PaperboyText
import Testing

@Suite struct LatinFoldingTests {
    @Test("letters that do not decompose fold to what a reader types", arguments: [
        ("Søren", "soren"), ("Ærø", "aero"), ("Straße", "strasse"), ("Łódź", "lodz"), ("Đorđe", "dorde"),
        ("Þór", "thor"), ("œuvre", "oeuvre"), ("Kırşehir", "kirsehir"), ("Ħamrun", "hamrun"), ("ŋ", "ng"),
        ("Ɖ", "d"), ("ƒ", "f"), ("Café", "cafe"), ("ＧＰＵ", "gpu"),
    ])
    func folds(word: String, folded: String) {
        #expect(WordFolding.words(word) == [folded])
    }

    @Test func watchlistMatchesWithoutTheLetters() {
        #expect(PersonName("Søren Kierkegaard").matches(PersonName("Soren Kierkegaard")))
        #expect(PersonName("Paweł Łukasz").matches(PersonName("Pawel Lukasz")))
    }
}
