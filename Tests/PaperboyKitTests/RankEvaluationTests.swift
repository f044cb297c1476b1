import Foundation
import Testing
import PaperboyModels
import PaperboyStore
@testable import PaperboyKit

/// `paperboy rank --eval` (``RankEvaluation``) on a two-day archive built in the test: which
/// entries it holds out, where their days rank them, and the measures worked out by hand.
@Suite struct RankEvaluationTests {
    static let first = DigestDay("2024-11-27")!
    static let second = DigestDay("2024-11-28")!

    static func paper(_ id: String, _ title: String) -> Item {
        Item(id: "arxiv:\(id)", kind: .paper, title: title, url: "https://arxiv.org/abs/\(id)v1", categories: ["cs.LG"],
             paper: Paper(arxivID: ArxivID(id)!, version: 1, primaryCategory: "cs.LG"))
    }

    /// 2024-11-27: a library paper, a disliked one, one more. 2024-11-28 (23 items): the library
    /// paper 2411.00011 (its words are those of a library entry, so it ranks 1st); twelve protein
    /// papers close to another entry (ranks 2–13); four papers sharing nothing, with ids below
    /// the liked 2411.00040, which shares nothing either once held out (so 4 + 13 + 1 = 18th);
    /// five more with ids above it.
    static let days: [(DigestDay, [Item])] = [
        (first, [paper("2411.00001", "Graph neural networks for molecules"),
                 paper("2411.00002", "Weather forecasting with recurrent models"),
                 paper("2411.00003", "Volcanic ash clouds")]),
        (second, [paper("2411.00011", "Sparse attention transformers for long documents")]
            + (20...31).map { paper("2411.000\($0)", "Protein structure study") }
            + (32...35).map { paper("2411.000\($0)", "Volcanic rock samples") }
            + [paper("2411.00040", "Bird migration in autumn")]
            + (50...54).map { paper("2411.000\($0)", "Volcanic rock samples") }),
    ]

    /// The archive of ``days``; a library of two text entries and three ids (2411.99999 is not
    /// archived); a like of 2411.00040 and a dislike of 2411.00002.
    static func playground(ids: String = "2411.00001\n2411.00011\n2411.99999\n", ratings: Bool = true) throws -> Playground {
        let playground = try Playground()
        try playground.write("paperboy.yml", """
            title: T
            sources:
              - name: listing
                path: feeds/a.xml
            library:
              paths: [library]
            """)
        try playground.write("feeds/a.xml", "<rss/>")
        try playground.write("library/refs.bib", """
            @article{a, title = {Long documents with sparse attention transformers}, year = {2024}}
            @article{b, title = {Protein structure prediction}, year = {2024}}
            """)
        try playground.write("library/ids.txt", ids)
        if ratings {
            for rating in [Rating(verdict: .up, target: .item("arxiv:2411.00040"), date: second),
                           Rating(verdict: .down, target: .item("arxiv:2411.00002"), date: first)] {
                try playground.write("ratings/" + rating.fileName, rating.fileText)
            }
        }
        var archive = try Archive.open(at: playground.url.appendingPathComponent("data"), for: .recording, fileSystem: .disk)
        for (day, items) in days {
            _ = try archive.record([SourceHarvest(source: DigestSource(name: "listing", format: "arxiv-listing", itemCount: items.count),
                                                  items: items)], on: day)
        }
        return playground
    }

    static func run(_ playground: Playground, holdout: Int, libraries: [String] = []) throws -> RankEvaluation {
        try RankEvaluation.run(RankOptions(configFile: playground.url.appendingPathComponent("paperboy.yml"),
                                           currentDirectory: playground.url, libraries: libraries, format: .json, holdout: holdout, fileSystem: .disk))
    }

    @Test("the latest two are held out; their ranks, recall and MRR are the hand-worked ones, the same bytes twice")
    func latestTwo() throws {
        let playground = try Self.playground()
        let evaluation = try Self.run(playground, holdout: 2)
        #expect(evaluation.candidates == 3)
        #expect(evaluation.heldOut.map(\.id) == ["2411.00011", "2411.00040"])
        #expect(evaluation.heldOut.map(\.source) == ["library", "liked"])
        #expect(evaluation.heldOut.map(\.rank) == [1, 18])
        #expect(evaluation.heldOut.map(\.items) == [23, 23])
        #expect(evaluation.recall(at: 10) == 0.5)
        #expect(evaluation.recall(at: 25) == 1)
        #expect(abs(evaluation.mrr - (1 + 1.0 / 18) / 2) < 1e-12)
        // Left in the scorer: the two text entries and 2411.00001; 2411.99999 has nothing to compare.
        #expect(evaluation.json == #"""
            {"candidates":3,"library":{"entries":3,"skipped":1},"recall_at_10":0.5,"recall_at_25":1.0,"mrr":0.527778,\#
            "held_out":[{"id":"2411.00011","title":"Sparse attention transformers for long documents","day":"2024-11-28",\#
            "source":"library","rank":1,"items":23},{"id":"2411.00040","title":"Bird migration in autumn","day":"2024-11-28",\#
            "source":"liked","rank":18,"items":23}]}

            """#)
        #expect(try Self.run(playground, holdout: 2).json == evaluation.json)
        #expect(try Self.run(playground, holdout: 2).table == evaluation.table)
    }

    @Test("the table: what was held out, the measures to 3 decimals, one aligned row per held-out item")
    func table() throws {
        let evaluation = try Self.run(try Self.playground(), holdout: 2)
        #expect(evaluation.table == """
            Held out 2 of 3 candidates (library entries and likes the archive holds), latest first;
            ranked against 3 library entries (1 skipped).
            recall@10  0.500
            recall@25  1.000
            MRR        0.528

            rank  items  day         source   id          title
               1     23  2024-11-28  library  2411.00011  Sparse attention transformers for long documents
              18     23  2024-11-28  liked    2411.00040  Bird migration in autumn

            """)
    }

    @Test("a candidate left in the scorer is not ranked against the held-out ones; a larger hold-out takes all")
    func knownItemsLeaveTheDay() throws {
        let playground = try Self.playground()
        let one = try Self.run(playground, holdout: 1)
        // The liked 2411.00040 stays in the scorer, so it leaves its day's ranking: 22 items.
        #expect(one.heldOut.map(\.id) == ["2411.00011"])
        #expect(one.heldOut.map(\.rank) == [1])
        #expect(one.heldOut.map(\.items) == [22])
        #expect(one.entries == 4)
        let all = try Self.run(playground, holdout: 5)
        #expect(all.heldOut.map(\.id) == ["2411.00011", "2411.00040", "2411.00001"])
        #expect(all.heldOut.map(\.day) == [Self.second, Self.second, Self.first])
        // 2024-11-27: 2411.00001 and 2411.00003 share nothing (0, by id), the disliked 2411.00002 is below zero.
        #expect(all.heldOut.map(\.rank) == [1, 18, 1])
        #expect(all.heldOut.map(\.items) == [23, 23, 3])
        #expect(abs(all.recall(at: 10) - 2.0 / 3) < 1e-12)
        #expect(abs(all.mrr - (2 + 1.0 / 18) / 3) < 1e-12)
    }

    @Test("nothing to hold out, and a hold-out under 1, are usage errors saying why")
    func errors() throws {
        let playground = try Self.playground(ids: "2411.99999\n", ratings: false)
        #expect { try Self.run(playground, holdout: 10) } throws: { error in
            guard let usage = error as? RankUsageError else { return false }
            return usage.description.hasPrefix("nothing to hold out: no library entry (of 3 read) has an arXiv id the archive in data holds")
        }
        #expect(throws: RankUsageError.self) { try Self.run(try Self.playground(), holdout: 0) }
        // --library replaces the config's library: a file of an archived id is one candidate.
        try playground.write("other.txt", "2411.00003\n")
        let other = try Self.run(playground, holdout: 10, libraries: ["other.txt"])
        #expect(other.heldOut.map(\.id) == ["2411.00003"])
        #expect(other.entries == 0)
    }
}
