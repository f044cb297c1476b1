import Foundation
import PaperboyModels
import Testing
@testable import PaperboyViews

/// Every word of a summary is in the index, however long the summary (two real arXiv
/// abstracts of about 200 words, listed 2024-11-28).
@Suite struct SearchCoverageTests {
    static let tianjin = """
        This study investigates the influence of generative artificial intelligence (AI) on the brand construction of cross-border e-commerce companies in the manufacturing industry in Tianjin, China. We examine the direct effects of generative AI on productivity, the mediating role of productivity in the relationship between generative AI and brand building, and the moderating influence of cross-border e-commerce strategies by developing and testing a comprehensive model. Based on data collected from 210 manufacturing firms in Chinese Tianjin, the results show that generative AI significantly increases productivity, which positively affects branding. Moreover, cross-border e-commerce strategies were found to moderate the impact of generative AI on branding, underscoring the importance of these strategies for using AI technologies to compete successfully in the global marketplace. This study provides valuable theory, empiricism and practical contributions to understanding the role AI plays in manufacturing and electronic commerce. Besides, this study tests several hypotheses to quantify these impacts using a structured model that consists of independent, dependent, mediating and moderating variables. Information is collected through a comprehensive survey of manufacturers in Chinese Tianjin and analyzed to test our proposed model. This study was analyzed and summarized using quantitative analysis, regression and structural equations (PLS-SEM).
        """
    static let radiation = """
        Extended human presence beyond low-Earth orbit (BLEO) during missions to the Moon and Mars will pose significant challenges in the near future. A primary health risk associated with these missions is radiation exposure, primarily from galatic cosmic rays (GCRs) and solar proton events (SPEs). While GCRs present a more consistent, albeit modulated threat, SPEs are harder to predict and can deliver acute doses over short periods. Currently NASA utilizes analytical tools for monitoring the space radiation environment in order to make decisions of immediate action to shelter astronauts. However this reactive approach could be significantly enhanced by predictive models that can forecast radiation exposure in advance, ideally hours ahead of major events, while providing estimates of prediction uncertainty to improve decision-making. In this work we present a machine learning approach for forecasting radiation exposure in BLEO using multimodal time-series data including direct solar imagery from Solar Dynamics Observatory, X-ray flux measurements from GOES missions, and radiation dose measurements from the BioSentinel satellite that was launched as part of Artemis~1 mission. To our knowledge, this is the first time full-disk solar imagery has been used to forecast radiation exposure. We demonstrate that our model can predict the onset of increased radiation due to an SPE event, as well as the radiation decay profile after an event has occurred.
        """

    private let items = [
        SearchFixtures.item(1, title: "Generative AI and cross-border brands", summary: Self.tianjin),
        SearchFixtures.item(2, title: "Forecasting radiation exposure", summary: Self.radiation),
    ]

    /// The non-stopword words of `text`'s last `count` words, as the index folds them.
    private func lastWords(_ text: String, _ count: Int) -> [String] {
        let tail = text.split(whereSeparator: \.isWhitespace).suffix(count).joined(separator: " ")
        return SearchTerms.words(tail)
    }

    @Test func wordsFromTheEndOfLongAbstractsAreFound() throws {
        let shard = try SearchFixtures.object(SearchFixtures.files([SearchFixtures.day("2024-11-28", [("a", items)])])["search/2024-11.js"])
        for (document, item) in items.enumerated() {
            let words = lastWords(item.summary, 25)
            #expect(words.count > 10)
            for word in words {
                #expect(try SearchFixtures.documents(of: word, in: shard)[document] != nil, "\(word) of item \(document + 1)")
            }
        }
    }

    @Test func everyDistinctWordOfASummaryIsKept() {
        let bodies = SearchBodies(summaries: items.map(\.summary))
        for (e, item) in items.enumerated() {
            let kept = Set(bodies.positions(of: e).map { bodies.words[Int($0)] })
            #expect(kept == Set(SearchTerms.words(item.summary)))
        }
    }

    @Test func everyAuthorIsIndexed() throws {
        let names = (1...60).map { "Author Surname\(String(UnicodeScalar(UInt8(0x61 + $0 % 26))))\($0)" }
        let crowded = SearchFixtures.item(3, title: "A large collaboration", authors: names)
        let shard = try SearchFixtures.object(SearchFixtures.files([SearchFixtures.day("2024-11-28", [("a", [crowded])])])["search/2024-11.js"])
        let last = try #require(SearchTerms.words(names.last!).last)
        #expect(try SearchFixtures.documents(of: last, in: shard) == [0: SearchShard.authorWeight])
    }
}
