import Foundation
import Testing
@testable import PaperboyModels

@Suite struct ArxivIDTests {
    @Test("parses every form arXiv writes an id in", arguments: [
        ("2411.01234", "2411.01234", nil as Int?),
        ("2411.01234v2", "2411.01234", 2),
        ("0704.0001v1", "0704.0001", 1),
        ("arXiv:2411.17700v1", "2411.17700", 1),
        ("oai:arXiv.org:2411.17700v3", "2411.17700", 3),
        ("http://arxiv.org/abs/2403.16981v2", "2403.16981", 2),
        ("https://arxiv.org/pdf/2403.16981v2", "2403.16981", 2),
        ("https://arxiv.org/pdf/2403.16981v2.pdf", "2403.16981", 2),
        ("http://arxiv.org/abs/astro-ph/0601001v1", "astro-ph/0601001", 1),
        ("hep-th/9901001", "hep-th/9901001", nil),
        ("oai:arXiv.org:math.GT/0309136v2", "math/0309136", 2),
    ])
    func parsesForms(input: String, id: String, version: Int?) throws {
        let parsed = try #require(ArxivID.parse(input))
        #expect(parsed.id.value == id)
        #expect(parsed.version == version)
    }

    @Test("rejects what is not an id", arguments: ["", "abc", "2411.123", "24110.1234", "hep-th/99010", "HEP-TH/9901001", "https://example.org/abs/2411.01234"])
    func rejects(input: String) {
        #expect(ArxivID.parse(input) == nil)
    }

    @Test func oldStyleIdsKeepTheirArchive() throws {
        let th = try #require(ArxivID("hep-th/9901001"))
        let ph = try #require(ArxivID("hep-ph/9901001"))
        #expect(th != ph)
        #expect(th.archive == "hep-th")
        #expect(!th.isNewStyle)
        #expect(ArxivID("2411.01234")?.archive == nil)
    }

    @Test("arXiv has HTML versions from December 2023 on", arguments: [
        ("2312.00001", true), ("2411.01234", true), ("2501.00001", true),
        ("2311.99999", false), ("0801.1234", false), ("1706.03762", false), ("hep-th/9901001", false),
    ])
    func htmlVersions(id: String, has: Bool) throws {
        #expect(Paper(arxivID: try #require(ArxivID(id)), version: 1).hasHTMLVersion(dated: nil) == has)
    }

    @Test func aLaterVersionHasHTMLWhenDatedFromDecember2023() throws {
        let old = Paper(arxivID: try #require(ArxivID("0801.1234")), version: 3)
        #expect(old.hasHTMLVersion(dated: Paper.htmlSince))
        #expect(!old.hasHTMLVersion(dated: Paper.htmlSince.addingTimeInterval(-1)))
        #expect(!old.hasHTMLVersion(dated: nil))
        #expect(ArxivID("2411.01234")?.month == 202_411 && ArxivID("hep-th/9901001")?.month == nil)
    }

    @Test func versionIsNotPartOfTheBareInit() {
        #expect(ArxivID("2411.01234v2") == nil)
    }
}
