import Foundation
import PaperboySharedFixtures
import PaperboyText
import Testing

/// Shortcodes and inline TeX made readable, and everything else left as written.
@Suite struct ReadableTextTests {
    @Test("inline math becomes plain text", arguments: [
        ("distributions $p$ and $q$", "distributions p and q"),
        ("error at most $α$ and $β$", "error at most α and β"),
        ("all $δ\\le π/4$ in", "all δ≤ π/4 in"),
        ("$0 \\le α, β\\le 1/8$ in", "0 ≤ α, β≤ 1/8 in"),
        ("only $50$ tests", "only 50 tests"),
        ("is \\(\\tilde{O}(\\varepsilon^{-2})\\) and \\[a \\cdot b\\]", "is Õ(ε⁻²) and a · b"),
        ("over $\\{1, \\dots, n\\}$, is it", "over {1, …, n}, is it"),
        ("the ratio $\\varepsilon_1/\\varepsilon_2^2$, and", "the ratio ε₁/ε₂², and"),
        ("We develop $ω$Test, a", "We develop ωTest, a"),
        ("in $\\mathcal{O}(n^{2})$ time", "in O(n²) time"),
        ("a map $f: \\mathbb{R}^d \\to \\mathbb{R}$", "a map f: ℝ^d → ℝ"),
        ("with $x_{i}$ and $\\alpha^{-1}$", "with xᵢ and α⁻¹"),
        ("$\\frac{1}{2}$ of $\\mathbf{X}$", "1/2 of X"),
        ("$$E = mc^2$$ holds", "E = mc² holds"),
        ("$\\hat{y}_{\\text{max}}$", "ŷₘₐₓ"),
        ("$x_{\\text{best}}$", "x_(best)"),
        ("within $\\sim$97% of the", "within ∼97% of the"),
        ("the resulting $H^3$3Fusion model", "the resulting H³3Fusion model"),
        ("variety of $ \\pi_1(S) $ which", "variety of  π₁(S)  which"),
        ("matrix $W_Q\\left( A_n \\right) $ of", "matrix W_Q( Aₙ )  of"),
    ])
    func math(_ text: String, _ expected: String) {
        #expect(ReadableText.clean(text) == expected)
    }

    @Test("dollars that are not math stay", arguments: [
        "Prices went from $5 and $10 to $20.",
        "It costs $3.50, or $4 with tax.",
        "Save $ 5 now and $ 10 later",
        "An escaped \\$x\\$ stays",
        "A lone $ sign",
        "Between $5 and$ ten",
    ])
    func dollars(_ text: String) {
        #expect(ReadableText.clean(text) == text)
    }

    @Test("shortcodes become emoji", arguments: [
        (":memo: Disassembly of Tetris for Game Boy.", "📝 Disassembly of Tetris for Game Boy."),
        ("Release :rocket::tada: now", "Release 🚀🎉 now"),
        ("(:sparkles:) new", "(✨) new"),
        ("Thumbs :+1: up", "Thumbs 👍 up"),
    ])
    func shortcodes(_ text: String, _ expected: String) {
        #expect(ReadableText.clean(text) == expected)
    }

    @Test("colons that are not shortcodes stay", arguments: [
        "std::vector and a::b::c", "at 10:30:45 UTC", "an :unknown_code: stays", "key:memo:value", "ratio 1:2:3",
    ])
    func colons(_ text: String) {
        #expect(ReadableText.clean(text) == text)
    }

    /// Real abstracts and descriptions: no `$` math or known shortcode survives, and the text around them is kept.
    @Test(.enabled(if: SharedFixtures.available, "\(SharedFixtures.reason("real abstracts and descriptions are not made readable"))"))
    func realTextsFromTheFixtures() throws {
        let api = try String(contentsOf: SharedFixtures.url("arxiv-api/arxivpy_query-all-testing_start0_max100_100entries.xml"), encoding: .utf8)
        let abstracts = api.components(separatedBy: "<summary>").dropFirst().map { $0.components(separatedBy: "</summary>")[0] }
        let withMath = abstracts.filter { $0.contains("$") }
        #expect(withMath.count >= 5)
        for abstract in withMath {
            let clean = ReadableText.clean(abstract.replacingOccurrences(of: "\n", with: " "))
            #expect(!clean.contains("$"), "\(clean.prefix(200))")
            #expect(!clean.contains("\\varepsilon") && !clean.contains("\\le ") && !clean.contains("\\frac"), "\(clean.prefix(200))")
        }
        let search = try String(contentsOf: SharedFixtures.url("github-search/hub4j_search-repos_q-tetris-language-assembly_sort-stars_2019_30items.json"), encoding: .utf8)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(search.utf8)) as? [String: Any])
        let descriptions = (json["items"] as? [[String: Any]] ?? []).compactMap { $0["description"] as? String }
        #expect(descriptions.contains(":memo: Disassembly of Tetris for Game Boy."))
        #expect(descriptions.map { ReadableText.clean($0, .shortcodes) }.contains("📝 Disassembly of Tetris for Game Boy."))
        #expect(!descriptions.map { ReadableText.clean($0, .shortcodes) }.contains { $0.contains(":memo:") })
    }
}
