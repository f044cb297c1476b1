import Foundation
import Testing
import PaperboyModels
@testable import PaperboyViews

@Suite struct TextFormatTests {
    @Test("groups thousands by the locale file, not the machine", arguments: [(0, "0"), (999, "999"), (1000, "1,000"), (12_345, "12,345"), (1_234_567, "1,234,567"), (-4200, "-4,200")])
    func grouped(n: Int, text: String) {
        #expect(ThemeLocale.english.grouped(n) == text)
    }

    @Test func foldsAuthorsAfterTen() {
        let eleven = (1...11).map { Author(name: "A\($0)") }
        #expect(TextFormat.authors(eleven, etAl: "et al.") == "A1, A2, A3, A4, A5, A6, A7, A8, A9, A10 et al.")
        #expect(TextFormat.authors(Array(eleven.prefix(10)), etAl: "et al.") == "A1, A2, A3, A4, A5, A6, A7, A8, A9, A10")
        #expect(TextFormat.authors([], etAl: "et al.") == nil)
    }

    @Test func formatsDaysInUTC() {
        // 2024-11-27T23:30:00-05:00 is 2024-11-28 in UTC.
        #expect(TextFormat.isoDay(Date(timeIntervalSince1970: 1_732_768_200)) == "2024-11-28")
        #expect(ThemeLocale.english.longDay(DigestDay(year: 2024, month: 11, day: 28)!) == "Thursday, 28 November 2024")
        #expect(ThemeLocale.english.count("label.items", 1) == "1 item")
        #expect(ThemeLocale.english.count("label.items", 1200) == "1,200 items")
    }
}

/// The code link found in an abstract or comment.
@Suite struct CodeLinkTests {
    @Test("finds the first repository named on a known host", arguments: [
        (["Code: https://github.com/octo/thing."], "https://github.com/octo/thing" as String?),
        (["see gitlab.com/group/proj/-/tree/main"], "https://gitlab.com/group/proj"),
        (["weights at huggingface.co/org/model and github.com/a/b"], "https://github.com/a/b"),
        (["github.com/only-owner", "codeberg.org/x/y"], "https://codeberg.org/x/y"),
        (["ggithub.com/ no", "github.com/"], nil),
        (["no code here", ""], nil),
        (["g"], nil),
    ])
    func find(texts: [String], url: String?) {
        #expect(CodeLink.find(in: texts) == url)
    }
}
