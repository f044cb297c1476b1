import Testing
import PaperboyModels

@Suite struct DigestDayTests {
    @Test func pathTextIsTheDayAsPaddedFolders() throws {
        let day = try #require(DigestDay("2024-01-05"))
        #expect(day.isoText == "2024-01-05")
        #expect(day.pathText == "2024/01/05")
        #expect(try #require(DigestDay("0999-12-31")).pathText == "0999/12/31")
    }
}
