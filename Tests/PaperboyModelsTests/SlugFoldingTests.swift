import PaperboyModels
import PaperboyText
import Testing

@Suite struct SlugFoldingTests {
    @Test("letters that do not decompose are spelled as search spells them", arguments: [
        ("Łódź Øresund Straße", "lodz-oresund-strasse"),
        ("Ærø Þingvellir", "aero-thingvellir"),
        ("Đorđe œuvre", "dorde-oeuvre"),
        ("ŁØ", "lo"),
        ("Kırşehir", "kirsehir"),
    ])
    func folds(title: String, slug: String) {
        #expect(DigestSection.slug(from: title) == slug)
    }

    @Test("ASCII titles slug as before", arguments: [
        ("Language Models", "language-models"),
        ("Vision & Robotics", "vision-robotics"),
        ("2411.12345", "2411-12345"),
    ])
    func asciiUnchanged(title: String, slug: String) {
        #expect(DigestSection.slug(from: title) == slug)
    }

    @Test func foldedLettersNeverSplitAWord() {
        // ß inside a word stays inside it: no hyphen before or after the replacement.
        #expect(!DigestSection.slug(from: "Großstadt").contains("-"))
        #expect(LatinFolding.replacement("ß") == "ss")
        #expect(LatinFolding.replacement("a") == nil)
    }
}
