import Foundation
import PaperboySharedFixtures
import Testing
@testable import PaperboyText

/// ``KeySentence``: hand-written abstracts for each rule, then the real listings of
/// `../shared/fixtures` (skipped, with the reason, when that folder is absent).
@Suite struct KeySentenceTests {
    private static func sentences(_ text: String) -> [String] {
        var copy = text
        return copy.withUTF8 { bytes in
            SentenceSplitter.sentences(bytes).map { String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self) }
        }
    }

    @Test func theResultBeatsTheMotivation() {
        let abstract = "Routing parcels through city depots is important for retailers. However, existing planners ignore "
            + "traffic and fail on large instances. We propose DepotNet, a graph model of depots and streets. "
            + "Experiments on three cities show that DepotNet reduces delivery time by 18% and outperforms the "
            + "strongest baseline. We also discuss how depots could share vans."
        #expect(KeySentence.of(abstract) == "Experiments on three cities show that DepotNet reduces delivery time by 18% "
            + "and outperforms the strongest baseline.")
    }

    @Test func aCodeAvailabilitySentenceLoses() {
        let abstract = "Sorting networks are hard to verify. We prove that our checker accepts every network of up to "
            + "12 wires in 3.5 seconds. Code and data (v2.1, 40 MB, 99% of the cases) are available at "
            + "https://github.com/example/sortcheck."
        #expect(KeySentence.of(abstract) == "We prove that our checker accepts every network of up to 12 wires in 3.5 seconds.")
        let bare = "Sorting networks are hard to verify. We build a checker for them. Our code is publicly available at "
            + "github.com/example/sortcheck."
        #expect(KeySentence.of(bare) == "We build a checker for them.")
    }

    @Test func abbreviationsDecimalsInitialsAndMathDoNotSplit() {
        let sentences = [
            "Prior models (e.g. GloVe by J. Smith et al. (2014) and K. Lee) fail, i.e. BERT drifts vs. ELMo (cf. Fig. 2, Eq. 3, Sec. 4).",
            "Our loss drops from 0.82 to 0.41 at approx. 3.5 epochs with Tool v1.2, see github.com/x/y.",
            "We bound the cost by $O(n^2 \\log n)$ where $n \\geq 2. M$ is odd.",
            "It holds for dogs, cats, etc. and birds.",
            "Wait... Then it works!",
            "Is it fast?",
            "It runs at 300 K.",
            "The \"quoted\" claim holds.",
        ]
        #expect(Self.sentences(sentences.joined(separator: " ")) == sentences)
    }

    @Test func paragraphBreaksEndSentencesAndLowerCaseWordsDoNot() {
        #expect(Self.sentences("A title without a period\n\nA second paragraph. (It has) two.") ==
            ["A title without a period", "A second paragraph.", "(It has) two."])
        #expect(Self.sentences("Sizes grow. more slowly than thought.") == ["Sizes grow. more slowly than thought."])
        #expect(Self.sentences("We use the mRNA. mRNA levels rose.") == ["We use the mRNA.", "mRNA levels rose."])
        #expect(Self.sentences("Tools like q2-fmt exist. q2-fmt is free.") == ["Tools like q2-fmt exist.", "q2-fmt is free."])
        #expect(Self.sentences("Grids, meshes, etc. We show more.") == ["Grids, meshes, etc.", "We show more."])
    }

    @Test func fewerThanTwoSentencesGiveNil() {
        #expect(KeySentence.of("") == nil)
        #expect(KeySentence.of("   \n\n  ") == nil)
        #expect(KeySentence.of("We show that every planar graph is four-colourable.") == nil)
        #expect(KeySentence.of("We show that e.g. J. Smith et al. were right in 3.5 of $n. M$ cases. ") == nil)
        #expect(KeySentence.of("One sentence. Two sentences.") != nil)
    }

    @Test func aLongSentenceIsCutAtAWordWithAnEllipsis() throws {
        let words = (0..<100).map { "word\($0)" }.joined(separator: " ")
        let long = "We show that " + words + " hold."
        #expect(long.count > 600)
        let line = try #require(KeySentence.of("Background comes first. " + long))
        #expect(line.hasSuffix("…"))
        #expect(line.unicodeScalars.count <= KeySentence.maxLength)
        let body = String(line.dropLast())
        #expect(long.hasPrefix(body))
        #expect(long[long.index(long.startIndex, offsetBy: body.count)] == " ")
        #expect(body.count > 300)
        let exact = "We show " + String(repeating: "x", count: 311) + "."
        #expect(KeySentence.of("First. " + exact) == exact)
        #expect(KeySentence.of("First. " + exact.dropLast() + "xx.") == "We show…")
    }

    @Test func theLineIsTheAbstractsOwnWordsEveryTime() throws {
        let abstract = "Language models forget. Here we study why.\n\nWe find that   forgetting follows a power law with "
            + "exponent 0.7 across 12 models (Fig. 3). Finally, we discuss remedies."
        let line = try #require(KeySentence.of(abstract))
        #expect(line == "We find that   forgetting follows a power law with exponent 0.7 across 12 models (Fig. 3).")
        #expect(abstract.contains(line))
        #expect((0..<5).allSatisfy { _ in KeySentence.of(abstract) == line })
    }

    @Test func aTieGoesToTheEarlierSentence() {
        let abstract = "Graphs are everywhere. We study them here. We show that the first bound holds. "
            + "We show that the other bound holds."
        #expect(KeySentence.of(abstract) == "We show that the first bound holds.")
    }

    @Test func yearsCitationsAndLabelsAreNotResults() {
        let abstract = "Surveys of 2019 and 2021 [12, 14] describe the problem. Section 3 and Eq. (2) define the model. "
            + "The model improves recall by 7% over the baseline."
        #expect(KeySentence.of(abstract) == "The model improves recall by 7% over the baseline.")
    }

    // MARK: - Real abstracts

    static let listingPath = "arxiv-rss/aioarxiv_rss2_all-archives_2024-11-28_1504items.xml"
    static let apiPath = "arxiv-api/arxivpy_query-all-testing_start0_max100_100entries.xml"
    /// Both captures are in `../shared/fixtures` (``SharedFixtures``).
    static let present = SharedFixtures.has(listingPath, apiPath)

    /// The abstracts of the listing's items, by arXiv id; empty without the fixtures.
    static let listing = read(listingPath, item: "item") { item in
        let id = field("link", of: item).components(separatedBy: "/abs/").last ?? ""
        let description = field("description", of: item)
        return (id, description.range(of: "Abstract: ").map { String(description[$0.upperBound...]) } ?? "")
    }

    /// The abstracts of the API answer's entries, by arXiv id with version; empty without the fixtures.
    static let api = read(apiPath, item: "entry") { entry in
        (field("id", of: entry).components(separatedBy: "/abs/").last ?? "", field("summary", of: entry))
    }

    private static func read(_ path: String, item: String, _ parse: (Substring) -> (String, String)) -> [(id: String, abstract: String)] {
        guard let xml = try? String(contentsOf: SharedFixtures.url(path), encoding: .utf8) else { return [] }
        return elements(item, in: xml[...]).map(parse).map { ($0.0, fold($0.1)) }
    }

    private static func elements(_ name: String, in text: Substring) -> [Substring] {
        var found: [Substring] = []
        var rest = text
        while let open = rest.range(of: "<\(name)>"), let close = rest[open.upperBound...].range(of: "</\(name)>") {
            found.append(rest[open.upperBound..<close.lowerBound])
            rest = rest[close.upperBound...]
        }
        return found
    }

    /// The text of the first `name` element, its five XML entities unescaped.
    private static func field(_ name: String, of element: Substring) -> String {
        let text = elements(name, in: element).first.map(String.init) ?? ""
        return text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// Whitespace folded as the parse stage folds abstracts: a blank line separates paragraphs.
    private static func fold(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.split(whereSeparator: \.isWhitespace) }
        var paragraphs: [[Substring]] = [[]]
        for words in lines {
            if words.isEmpty, paragraphs.last?.isEmpty == false { paragraphs.append([]) }
            paragraphs[paragraphs.count - 1] += words
        }
        return paragraphs.filter { !$0.isEmpty }.map { $0.joined(separator: " ") }.joined(separator: "\n\n")
    }

    @Test(.enabled(if: present, "\(SharedFixtures.reason("the key sentences of real abstracts are not checked"))"))
    func everyRealAbstractGivesOneOfItsOwnSentences() throws {
        let abstracts = Self.listing + Self.api
        #expect(abstracts.count == 1604)
        var picked = 0
        for (id, abstract) in abstracts {
            let count = Self.sentences(abstract).count
            let line = KeySentence.of(abstract)
            guard count >= 2 else {
                #expect(line == nil, "\(id)")
                continue
            }
            picked += 1
            guard let line else {
                Issue.record("\(id): no key sentence of \(count)")
                continue
            }
            let body = line.hasSuffix("…") ? String(line.dropLast()) : line
            let range = try #require(abstract.range(of: body), "\(id): \(line)")
            #expect(line.unicodeScalars.count <= KeySentence.maxLength, "\(id)")
            #expect(!(line.unicodeScalars.first?.properties.isLowercase ?? true), "\(id): \(line)")
            let before = range.lowerBound == abstract.startIndex ? " " : abstract[abstract.index(before: range.lowerBound)]
            let after = range.upperBound == abstract.endIndex ? " " : abstract[range.upperBound]
            #expect(before.isWhitespace && (after.isWhitespace || line.hasSuffix("…")), "\(id): \(line)")
            for cut in [" e.g.", " i.e.", " et al.", " vs.", " cf.", " Fig.", " Eq.", " approx."] {
                #expect(!line.hasSuffix(cut), "\(id): \(line)")
            }
            let lower = line.lowercased()
            #expect(!lower.contains("available at") && !lower.contains("github.com") && !lower.contains("http"), "\(id): \(line)")
        }
        #expect(picked == 1588)
    }

    /// Words a result sentence uses; an independent check on the scorer, not its cue list.
    static let resultWords = [
        "show", "demonstrat", "we find", "we found", "find that", "found that", "prove", "establish", "observe",
        "obtain", "confirm", "reveal", "indicate", "result", "experiment", "outperform", "achiev", "improv", "surpass",
        "reduc", "state-of-the-art", "state of the art", "significant", "speedup", "accura", "better", "faster",
        "higher", "lower", "superior", "effective", "our method", "our approach", "our model",
    ]

    /// On the 1,504-item listing (1,488 abstracts of two sentences or more), measured when
    /// written: 87.2% of the picks (1,297) have a result word or a digit, against 38.9% of the
    /// first sentences, 52.0% of the middle ones and 64.1% of the last ones. 1.7% of the picks
    /// (25) are the first sentence; read by hand, 21 state the result (mostly mathematics:
    /// `We prove that …`) and 4 come from abstracts that state none. The bounds leave room for
    /// tuning and fail on a scorer that picks the first or the last sentence.
    @Test(.enabled(if: present, "\(SharedFixtures.reason("the key sentences of the real listing are not checked"))"))
    func theListingsKeySentencesStateResults() {
        var picks = 0, results = 0, firsts = 0
        for (_, abstract) in Self.listing {
            let sentences = Self.sentences(abstract)
            guard sentences.count >= 2, let line = KeySentence.of(abstract) else { continue }
            picks += 1
            let lower = line.lowercased()
            if lower.contains(where: \.isNumber) || Self.resultWords.contains(where: lower.contains) { results += 1 }
            if sentences[0].hasPrefix(line.hasSuffix("…") ? String(line.dropLast()) : line) { firsts += 1 }
        }
        let resultShare = Double(results) / Double(picks), firstShare = Double(firsts) / Double(picks)
        print("key sentences of \(picks) listing abstracts: \(results) with a result word or a digit, \(firsts) first sentences")
        #expect(picks == 1488)
        #expect(resultShare > 0.80)
        #expect(firstShare < 0.05)
    }

    /// Papers read by hand; each phrase is in the sentence that states the paper's result.
    @Test(.enabled(if: present, "\(SharedFixtures.reason("the key sentences of known papers are not checked"))"),
          arguments: [
              ("2411.17741", "reduces P99 and P50 TTFT latency by 80.7% and 48.1%"),
              ("2411.17705", "show that EEG-DCNet outperforms existing state-of-the-art (SOTA) approaches"),
              ("2411.17749", "even AI agents assisting perfectly rational humans sometimes avoid shutdown"),
              ("2411.17747", "achieves up to a 33.5% higher communications sum rate"),
              ("2411.17723", "higher local banking competition is associated with a slight increase in interest rates"),
              ("2411.17702", "learned representations invariant to patient identity are powerful"),
              ("2210.00061", "the Bernoulli shift absorbs the trivial action up to conjugacy"),
          ])
    func knownPapers(id: String, phrase: String) throws {
        let abstract = try #require(Self.listing.first { $0.id == id }?.abstract)
        let line = try #require(KeySentence.of(abstract))
        #expect(line.contains(phrase), "\(id): \(line)")
    }
}
