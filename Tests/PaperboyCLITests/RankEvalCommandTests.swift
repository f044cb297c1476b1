import Foundation
import PaperboyTestSupport
import Testing

/// `paperboy rank --eval` from the real executable: its output, and its usage errors.
@Suite(.enabled(if: PaperboyProcess.executable != nil, "the paperboy executable is not built"))
struct RankEvalCommandTests {
    /// A project whose archive holds three papers on 2024-11-28, with a library of one of them.
    func project() async throws -> TempFolder {
        let folder = try TempFolder()
        try folder.write("listing.xml", FeedFixtures.listing([
            FeedFixtures.Paper("2411.00001", title: "Sparse attention for long documents"),
            FeedFixtures.Paper("2411.00002", title: "Protein diffusion models"),
            FeedFixtures.Paper("2411.00003", title: "Bird migration in autumn"),
        ]))
        try folder.write("library/refs.bib", "@article{a, title = {Long documents with sparse attention}, year = {2024}}\n")
        try folder.write("library/ids.txt", "2411.00001\n")
        try folder.write("paperboy.yml", """
            sources:
              - name: arxiv
                path: listing.xml
                format: arxiv-listing
            library:
              paths: [library]
            """)
        let fetch = try await PaperboyProcess.run(["fetch", "--date", "2024-11-28"], in: folder.url)
        #expect(fetch.status == 0, "\(fetch.stderr)")
        return folder
    }

    @Test("--eval holds out the archived library paper and ranks it first of its day, the same bytes twice")
    func evaluates() async throws {
        let folder = try await project()
        let json = try await PaperboyProcess.run(["rank", "--eval", "--format", "json"], in: folder.url)
        #expect(json.status == 0, "\(json.stderr)")
        #expect(json.stdout == #"{"candidates":1,"library":{"entries":1,"skipped":0},"recall_at_10":1.0,"recall_at_25":1.0,"mrr":1.0,"#
                + #""held_out":[{"id":"2411.00001","title":"Sparse attention for long documents","day":"2024-11-28","#
                + #""source":"library","rank":1,"items":3}]}"# + "\n")
        let again = try await PaperboyProcess.run(["rank", "--eval", "--format", "json"], in: folder.url)
        #expect(again.stdout == json.stdout)
        let table = try await PaperboyProcess.run(["rank", "--eval", "--holdout", "3"], in: folder.url)
        #expect(table.status == 0, "\(table.stderr)")
        #expect(table.stdout.contains("\nrecall@10  1.000\nrecall@25  1.000\nMRR        1.000\n"), "\(table.stdout)")
    }

    @Test("--eval with --date, --holdout without --eval, and nothing to hold out exit 2 saying why")
    func usage() async throws {
        let folder = try await project()
        let dated = try await PaperboyProcess.run(["rank", "--eval", "--date", "2024-11-28"], in: folder.url)
        #expect(dated.status == 2)
        #expect(dated.stderr.contains("it takes no --date, --section or --limit"), "\(dated.stderr)")
        let bare = try await PaperboyProcess.run(["rank", "--holdout", "3"], in: folder.url)
        #expect(bare.status == 2)
        #expect(bare.stderr.contains("--holdout needs --eval"), "\(bare.stderr)")
        try folder.write("other.txt", "2411.99999\n")
        let none = try await PaperboyProcess.run(["rank", "--eval", "--library", "other.txt"], in: folder.url)
        #expect(none.status == 2)
        #expect(none.stdout.isEmpty)
        #expect(none.stderr.contains("nothing to hold out: no library entry (of 1 read) has an arXiv id the archive in data holds"),
                "\(none.stderr)")
    }
}
