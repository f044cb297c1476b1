import Foundation
@testable import PaperboyControllers
import PaperboyModels
import Testing

/// The learned scorer: exact arithmetic of its own, a model that separates what it is shown,
/// the same bits whatever the order of its examples, and scores moved by how sure it is.
@Suite struct LearnedModelTests {
    typealias S = LibraryScoreTests

    @Test(arguments: [-30.0, -5.5, -1, -0.25, 0, 1e-9, 0.3, 1, 2.5, 20, 300])
    func expAgreesWithTheSystemsToAFewUlps(x: Double) {
        let mine = StableMath.exp(x)
        let system = Foundation.exp(x)
        #expect(abs(mine - system) <= 4 * system.ulp, "exp(\(x)): \(mine) vs \(system)")
    }

    @Test func expAndSigmoidAtTheirEdges() {
        #expect(StableMath.exp(800) == .infinity)
        #expect(StableMath.exp(-800) == 0)
        #expect(StableMath.exp(-740) > 0, "a subnormal result is still scaled, not flushed")
        #expect(StableMath.sigmoid(0) == 0.5)
        #expect(StableMath.sigmoid(40) > 0.999_999 && StableMath.sigmoid(-40) < 1e-6)
        #expect(abs(StableMath.sigmoid(3) + StableMath.sigmoid(-3) - 1) < 1e-15)
    }

    static func example(_ terms: [Int32], _ positive: Bool, key: UInt64, weight: Double = 1) -> LinearModel.Example {
        let w = Int32(LibraryIndex.weightScale / Double(terms.count).squareRoot())
        return LinearModel.Example(vector: terms.map { ($0, w) }, positive: positive, weight: weight, key: key)
    }

    static let examples: [LinearModel.Example] = (0..<40).map { (k: Int) -> LinearModel.Example in
        let shared = Int32(2 + k % 3)
        let key = UInt64(k * 7919 % 97)
        return k % 2 == 0 ? example([0, shared], true, key: key) : example([1, shared], false, key: key)
    }

    @Test func itLearnsWhichTermsMarkWhatTheReaderWants() throws {
        let model = try #require(LinearModel.train(Self.examples, terms: 5))
        #expect(model.weights[0] > 0.5)
        #expect(model.weights[1] < -0.5)
        #expect(model.probability([(0, 1_048_576)]) > 0.8)
        #expect(model.probability([(1, 1_048_576)]) < 0.2)
        #expect(model.margin([(4, 1_048_576)]) == model.margin([(9, 1_048_576)]) + model.weights[4], "an unknown term weighs nothing")
    }

    @Test func theOrderOfTheExamplesNeverChangesABit() throws {
        let one = try #require(LinearModel.train(Self.examples, terms: 5))
        let other = try #require(LinearModel.train(Self.examples.reversed(), terms: 5))
        #expect(one.weights.map(\.bitPattern) == other.weights.map(\.bitPattern))
        #expect(one.bias.bitPattern == other.bias.bitPattern)
    }

    @Test func nothingToLearnWithoutBothKinds() {
        #expect(LinearModel.train(Self.examples.filter(\.positive), terms: 5) == nil)
        #expect(LinearModel.train(Self.examples.filter { !$0.positive }, terms: 5) == nil)
    }

    static let topics = [("Galaxy cluster survey", "Dark matter halos of galaxy clusters."), ("Bird migration tracking", "Birds migrate in autumn."),
                         ("Soil bacteria census", "Bacteria in farm soil."), ("Weather radar nowcasting", "Radar echoes forecast rain.")]
    static let background = (0..<32).map { k in
        S.paper("2411.1\(String(format: "%04d", k))", topics[k % 4].0 + " \(k)", topics[k % 4].1)
    }

    static func scorer(weight: Double) -> LibraryScorer {
        let scoring = LibraryScoring(learnedWeight: weight)
        let index = LibraryIndex(entries: S.library, frequencies: S.frequencies(S.items + background), scoring: scoring)
        return LibraryScorer(index: index, background: LibraryBackground(background, frequencies: index.frequencies, scoring: scoring))
    }

    @Test func theModelLiftsWhatReadsLikeTheLibraryAndLowersTheRest() throws {
        let close = S.paper("2411.20001", "Sparse attention for long documents", "Language models with sparse attention over long context.")
        let far = S.paper("2411.20002", "Galaxy cluster attention", "Dark matter halos of galaxy clusters and bird migration.")
        let plain = Self.scorer(weight: 0)
        let learned = Self.scorer(weight: 0.5)
        #expect(plain.model == nil)
        #expect(learned.model != nil)
        let before = plain.matches(for: [close, far], on: S.day).map { $0?.score ?? 0 }
        let after = learned.matches(for: [close, far], on: S.day).map { $0?.score ?? 0 }
        #expect(after[0] > before[0] * 1.2, "\(before) -> \(after)")
        #expect(after[1] / before[1] < after[0] / before[0] - 0.2, "\(before) -> \(after)")
        #expect(after[1] > 0, "the model scales a score, never flips its sign")
    }

    @Test func theSameTermsGetTheSameIdsWhateverTheDictionarysOrder() {
        let words = (0..<500).map { "term\($0 * 7919 % 1009)" }
        var forward: [String: Int] = [:]
        for (k, word) in words.enumerated() { forward[word] = k % 9 + 1 }
        var backward: [String: Int] = Dictionary(minimumCapacity: 4096)
        for word in words.reversed() { backward[word] = forward[word] }
        let one = DocumentFrequencies(documents: 40, terms: forward)
        let other = DocumentFrequencies(documents: 40, terms: backward)
        #expect(words.map { one.table.id(of: $0) } == words.map { other.table.id(of: $0) })
        #expect(one.counts == other.counts)
    }

    @Test func aBackgroundReadAheadGetsTheVectorsTheIndexGives() {
        let index = Self.scorer(weight: 0.5).index
        // Words the archive lacks ("zebra", "quokka", and "efficient", which the library has), in repeats.
        let items = Self.background + S.items + [S.paper("2411.20004", "Zebra efficient zebra survey", "Quokka survey, quokka efficient zebra.")]
        let background = LibraryBackground(items, frequencies: index.frequencies, scoring: index.scoring)
        let tokenizer = TermTokenizer(cache: FoldCache())
        for (k, item) in items.enumerated() {
            let ahead = index.vector(of: background.texts[k])
            let direct = index.vector(of: item, tokenizer: tokenizer)
            #expect(ahead.map(\.0) == direct.map(\.0) && ahead.map(\.1) == direct.map(\.1), "\(item.title)")
        }
        #expect(background.texts.last?.unseen.count == 3)
        let ids = index.vector(of: items[items.count - 1], tokenizer: tokenizer).map { Int($0.0) }
        #expect(ids.contains { $0 >= index.frequencies.table.count && $0 < index.table.count }, "a term only the library has")
        #expect(ids.contains { $0 >= index.table.count }, "a term neither has")
    }

    @Test func twoScorersOfTheSameInputsGiveTheSameBits() {
        let items = S.items + [S.paper("2411.20003", "Attention for galaxy surveys", "Sparse attention finds galaxy clusters.")]
        let one = Self.scorer(weight: 0.5).matches(for: items, on: S.day).map { $0?.score.bitPattern }
        let other = Self.scorer(weight: 0.5).matches(for: items.reversed(), on: S.day).reversed().map { $0?.score.bitPattern }
        #expect(one == Array(other))
    }
}
