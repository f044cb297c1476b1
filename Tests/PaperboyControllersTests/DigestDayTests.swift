import Foundation
import Testing
import PaperboyModels

// DigestDay lives in PaperboyModels; its tests sit here because this helper owns only
// the Controllers/Views/Kit test targets. Move to PaperboyModelsTests when convenient.
@Suite struct DigestDayTests {
    @Test("parses ISO dates", arguments: [("2024-11-28", 2024, 11, 28), ("2024-02-29", 2024, 2, 29), ("0001-01-01", 1, 1, 1)])
    func parses(text: String, y: Int, m: Int, d: Int) throws {
        let day = try #require(DigestDay(text))
        #expect((day.year, day.month, day.day) == (y, m, d))
        #expect(day.isoText == text)
    }

    @Test("refuses what is not a real YYYY-MM-DD date", arguments: [
        "", "2024-11-1", "2024-1-01", "24-11-28", "2024/11/28", "2024-13-01", "2023-02-29", "2024-04-31",
        "2024-11-28T00:00", " 2024-11-28", "２０２４-11-28", "0000-01-01", "+024-11-28",
    ])
    func refuses(text: String) {
        #expect(DigestDay(text) == nil)
    }

    @Test func ordersChronologically() throws {
        let days = ["2024-12-01", "2023-12-31", "2024-11-28", "2024-11-03"].compactMap(DigestDay.init)
        #expect(days.sorted().map(\.isoText) == ["2023-12-31", "2024-11-03", "2024-11-28", "2024-12-01"])
    }

    @Test func codesAsText() throws {
        let day = try #require(DigestDay("2024-11-28"))
        let data = try JSONEncoder().encode([day])
        #expect(String(decoding: data, as: UTF8.self) == #"["2024-11-28"]"#)
        #expect(try JSONDecoder().decode([DigestDay].self, from: data) == [day])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([DigestDay].self, from: Data(#"["2024-02-30"]"#.utf8)) }
    }

    @Test func dayContainingAnInstantDependsOnTheTimeZone() throws {
        // 2024-11-28T23:30:00Z
        let instant = Date(timeIntervalSince1970: 1_732_836_600)
        #expect(DigestDay(containing: instant, in: TimeZone(identifier: "UTC")!).isoText == "2024-11-28")
        #expect(DigestDay(containing: instant, in: TimeZone(identifier: "Europe/Berlin")!).isoText == "2024-11-29")
        #expect(DigestDay(containing: instant, in: TimeZone(identifier: "America/New_York")!).isoText == "2024-11-28")
    }

    @Test("the day of an instant is the calendar's, in every kind of zone", arguments: [
        "UTC", "Europe/Berlin", "America/New_York", "Asia/Kolkata", "Pacific/Chatham", "Pacific/Kiritimati", "America/St_Johns",
    ])
    func dayContainingAgreesWithTheCalendar(zone: String) throws {
        let timeZone = try #require(TimeZone(identifier: zone))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        // Every 7 h 13 min 17 s from 1899 to 2101: all hours of the day, leap days, DST changes, negative epochs.
        var t: TimeInterval = -2_240_524_800
        while t < 4_133_980_800 {
            let instant = Date(timeIntervalSince1970: t)
            let parts = calendar.dateComponents([.year, .month, .day], from: instant)
            let day = DigestDay(containing: instant, in: timeZone)
            if (day.year, day.month, day.day) != (parts.year!, parts.month!, parts.day!) {
                Issue.record("\(zone) at \(t): \(day) vs \(parts)")
                return
            }
            t += 25_997
        }
    }

    @Test func weekday() throws {
        #expect(DigestDay("2024-11-28")?.weekday == 5) // Thursday
        #expect(DigestDay("2024-12-01")?.weekday == 1) // Sunday
        #expect(DigestDay("2000-02-29")?.weekday == 3) // Tuesday
    }

    @Test("slugs section titles", arguments: [
        ("Language models", "language-models"),
        ("  Vision & Robotics — Ünïcode!  ", "vision-robotics-unicode"),
        ("Swift 6.0 repos", "swift-6-0-repos"),
        ("日本語", ""),
    ])
    func slugs(title: String, slug: String) {
        #expect(DigestSection.slug(from: title) == slug)
    }
}
