import Foundation
import Testing
import PaperboyModels
@testable import PaperboyServices

// Expected values were computed independently with Python's datetime.
@Suite struct FeedDateTests {
    @Test("RFC 822, 1123 and 2822 dates as feeds write them", arguments: [
        ("Thu, 28 Nov 2024 00:00:00 -0500", 1732770000),
        ("28 Nov 2024 00:00 GMT", 1732752000),
        ("Thu, 28 Nov 2024 14:47:20 GMT", 1732805240),
        ("Thu,28 Nov 2024 14:47:20 GMT", 1732805240),
        ("Thu 28 Nov 2024 14:47:20 GMT", 1732805240),
        ("Thursday, 28 November 2024 14:47:20 UT", 1732805240),
        ("Fri, 1 Mar 2024 08:05:09 +0100", 1709276709),
        ("Fri, 01 Mar 2024 8:05 +0100", 1709276700),
        ("Sun, 10 Dec 17 13:01:36 -0800", 1512939696),
        ("Sat, 1 Jan 99 10:00:00 GMT", 915184800),
        ("Sat, 1 Jan 49 10:00:00 GMT", 2493108000),
        ("Sat, 1 Jan 50 10:00:00 GMT", -631116000),
        ("Tue, 10 Jun 2003 04:00:00 EST", 1055235600),
        ("Tue, 10 Jun 2003 04:00:00 EDT", 1055232000),
        ("Tue, 10 Jun 2003 04:00:00 CST", 1055239200),
        ("Tue, 10 Jun 2003 04:00:00 CDT", 1055235600),
        ("Tue, 10 Jun 2003 04:00:00 MST", 1055242800),
        ("Tue, 10 Jun 2003 04:00:00 MDT", 1055239200),
        ("Tue, 10 Jun 2003 04:00:00 PST", 1055246400),
        ("Tue, 10 Jun 2003 04:00:00 pdt", 1055242800),
        ("Tue, 10 Jun 2003 04:00:00 UTC", 1055217600),
        ("Tue, 10 Jun 2003 04:00:00 Z", 1055217600),
        ("Tue, 10 Jun 2003 04:00:00 +05:30", 1055197800),
        ("Tue, 10 Jun 2003 04:00:00 -03:30", 1055230200),
        ("Tue, 10 Jun 2003 04:00:00 +0000 (UTC)", 1055217600),
        ("Tue, 10 Jun 2003 04:00:00 GMT+0200", 1055210400),
        ("Tue, 10 Jun 2003 04:00:00 CEST", 1055210400),
        // An unknown zone abbreviation reads as UTC rather than losing the date.
        ("Tue, 10 Jun 2003 04:00:00 XYZT", 1055217600),
        ("Tue, 10 Jun 2003 04:00:00", 1055217600),
        ("10 Jun 2003", 1055203200),
        ("10-Jun-2003 04:00:00 GMT", 1055217600),
        ("  \r\n Wed, 02 Oct 2002 13:00:00 GMT \r\n", 1033563600),
        ("Mon, 29 Feb 2016 12:00:00 GMT", 1456747200),
        ("Mon, 31 Dec 2018 23:59:60 GMT", 1546300799),
        ("Mon, 01 Jan 1900 00:00:00 GMT", -2208988800),
    ])
    func rfc822(input: String, seconds: Int) throws {
        let date = try #require(FeedDate.parse(input))
        #expect(date.timeIntervalSince1970 == Double(seconds))
    }

    @Test("month names in English, Portuguese, Spanish, French and German", arguments: [
        ("Seg, 24 Set 2018 19:42:40 -0300", 1537828960),
        ("Qua, 03 Out 2018 10:00:00 -0300", 1538571600),
        ("Sex, 14 Dez 2018 10:00:00 -0200", 1544788800),
        ("Ter, 05 Fev 2019 10:00:00 -0200", 1549368000),
        ("Qui, 04 Abr 2019 10:00:00 -0300", 1554382800),
        ("Qui, 02 Mai 2019 10:00:00 -0300", 1556802000),
        ("Sex, 09 Ago 2019 10:00:00 -0300", 1565355600),
        ("sáb, 12 ene 2019 10:00:00 +0100", 1547283600),
        ("mié, 18 dic 2019 10:00:00 +0100", 1576659600),
        ("Di, 12 Mär 2019 10:00:00 +0100", 1552381200),
        ("Di, 12 MÄR 2019 10:00:00 +0100", 1552381200),
        ("Di, 12 Mrz 2019 10:00:00 +0100", 1552381200),
        ("Do, 10 Okt 2019 10:00:00 +0200", 1570694400),
        ("Mi, 4 Dezember 2019 10:00:00 +0100", 1575450000),
        ("mar., 15 janv. 2019 10:00:00 +0100", 1547542800),
        ("ven., 15 févr. 2019 10:00:00 +0100", 1550221200),
        ("ven., 15 FÉVR. 2019 10:00:00 +0100", 1550221200),
        ("ven., 15 mars 2019 10:00:00 +0100", 1552640400),
        ("lun., 15 avr. 2019 10:00:00 +0200", 1555315200),
        ("mer., 15 mai 2019 10:00:00 +0200", 1557907200),
        ("sam., 15 juin 2019 10:00:00 +0200", 1560585600),
        ("lun., 15 juil. 2019 10:00:00 +0200", 1563177600),
        ("jeu., 15 août 2019 10:00:00 +0200", 1565856000),
        ("dim., 15 sept. 2019 10:00:00 +0200", 1568534400),
        ("dim., 15 déc. 2019 10:00:00 +0100", 1576400400),
        ("Sun, 15 September 2019 10:00:00 GMT", 1568541600),
        ("Sun, 15 Sept 2019 10:00:00 GMT", 1568541600),
        ("Sun, 15 JULY 2019 10:00:00 GMT", 1563184800),
    ])
    func monthNames(input: String, seconds: Int) throws {
        let date = try #require(FeedDate.parse(input))
        #expect(date.timeIntervalSince1970 == Double(seconds))
    }

    @Test("ISO 8601 and RFC 3339 dates", arguments: [
        ("2024-11-28", 1732752000),
        ("2024-11-28T14:47:20Z", 1732805240),
        ("2024-11-28t14:47:20z", 1732805240),
        ("2024-11-28T14:47:20", 1732805240),
        ("2024-11-28 14:47:20", 1732805240),
        ("2024-11-28 14:47:20Z", 1732805240),
        ("2024-11-28T14:47Z", 1732805220),
        ("2024-11-28T14:47:20+03:00", 1732794440),
        ("2024-11-28T14:47:20+0300", 1732794440),
        ("2024-11-28T14:47:20+03", 1732794440),
        ("2024-11-28T14:47:20-09:30", 1732839440),
        ("2024-11-28T14:47:20 +03:00", 1732794440),
        ("2025-08-20T00:00:00-04:00", 1755662400),
        ("2024-02-29T23:59:60Z", 1709251199),
        ("2000-02-29", 951782400),
        ("1969-12-31T23:59:59Z", -1),
        ("1970-01-01T00:00:00Z", 0),
        ("2038-01-19T03:14:08Z", 2147483648),
        ("\n  2015-06-01T23:49:41+02:00\n", 1433195381),
    ])
    func iso8601(input: String, seconds: Int) throws {
        let date = try #require(FeedDate.parse(input))
        #expect(date.timeIntervalSince1970 == Double(seconds))
    }

    @Test("slashed year/month/day dates", arguments: [
        ("2020/1/10 14:33:00", 1578666780),
        ("2020/01/10 14:33", 1578666780),
        ("2020/12/31", 1609372800),
        ("2020/1/10 4:03:09 +0100", 1578625389),
    ])
    func slashed(input: String, seconds: Int) throws {
        let date = try #require(FeedDate.parse(input))
        #expect(date.timeIntervalSince1970 == Double(seconds))
    }

    @Test("fractions of a second are kept", arguments: [
        ("2025-08-20T00:00:00.123456-04:00", 1_755_662_400_123_456),
        ("2024-11-28T14:47:20.5Z", 1_732_805_240_500_000),
        ("2024-11-28T14:47:20,25Z", 1_732_805_240_250_000),
        ("2024-11-28T14:47:20.000001Z", 1_732_805_240_000_001),
        ("2024-11-28T14:47:20.123456789123456789Z", 1_732_805_240_123_457),
        ("2024-11-28 14:47:20.75", 1_732_805_240_750_000),
        ("Thu, 28 Nov 2024 14:47:20.5 GMT", 1_732_805_240_500_000),
    ])
    func fractions(input: String, microseconds: Int) throws {
        let date = try #require(FeedDate.parse(input))
        #expect(Int((date.timeIntervalSince1970 * 1_000_000).rounded()) == microseconds)
    }

    @Test("rejects what is not a date, or not a real one", arguments: [
        "", "  ", "\r\n", "Mon,", "Mon, ", "garbage", "1732805240",
        "2024-13-01", "2024-00-10", "2024-02-30", "2023-02-29", "1900-02-29", "2024-04-31", "0000-01-01",
        "2024-11-28T24:00:00Z", "2024-11-28T12:60:00Z", "2024-11-28T12:00:61Z",
        "2024-11-28T12:00:00+24:00", "2024-11-28T12:00:00+03:60", "2024-11-28T12:00:00+030",
        "2024-11-28T", "2024-11-28X", "2024-11-28T14", "2024-11-28T14:47:20Zjunk", "2024-11-28T14:47:20.Z",
        "2024-11", "2024/11", "2024-11-28T14:7:20Z",
        "32 Jan 2024", "0 Jan 2024", "29 Feb 2023 10:00:00 GMT", "Thu, 28 Foo 2024 00:00:00 GMT",
        "Thu, 28 Nov 2024 25:00:00 GMT", "Thu, 28 Nov 2024 14:47:20 GMT extra", "Thu, 28 Nov 2024 14:47:20 Zulu", "Thu, 28 Nov 2024 14:47:20 ABCDEF", "Thu, 28 Nov 2024 14:47:20 Europe/Paris",
        "Thu, 28 Nov 2024 14:47:20 +0000 (UTC", "Thu, 28 Nov 2024T14:47:20", "Thu, 28 Nov 2 14:47:20 GMT",
        "Thu, 28 Nov 20245 14:47:20 GMT", "Thu, 028 Nov 2024", "Thu, 28 Nov",
        "٢٠٢٤-١١-٢٨", "2024\u{0}-11-28", "\u{0}",
    ])
    func rejects(input: String) {
        #expect(FeedDate.parse(input) == nil)
    }

    @Test("never crashes or overflows on long runs of digits", arguments: [
        String(repeating: "9", count: 10_000),
        "2024-11-28T" + String(repeating: "9", count: 40) + ":00:00Z",
        "28 Nov " + String(repeating: "9", count: 40),
        "2024-" + String(repeating: "1", count: 40) + "-28",
        "2024-11-28T14:47:20+" + String(repeating: "9", count: 40),
        "Thu, " + String(repeating: "9", count: 40) + " Nov 2024",
        String(repeating: "Thu, ", count: 1_000),
        String(repeating: "-", count: 1_000),
    ])
    func longDigitRuns(input: String) {
        #expect(FeedDate.parse(input) == nil)
    }

    @Test("a long fraction keeps its first nine digits and does not overflow")
    func longFraction() throws {
        let date = try #require(FeedDate.parse("2024-11-28T14:47:20." + String(repeating: "9", count: 5_000) + "Z"))
        #expect(Int((date.timeIntervalSince1970 * 1_000).rounded()) == 1_732_805_241_000)
    }

    @Test("days from civil agrees with the calendar at the edges", arguments: [
        (1970, 1, 1, 0), (1969, 12, 31, -1), (2000, 3, 1, 11_017), (1600, 2, 29, -135_081), (9999, 12, 31, 2_932_896),
    ])
    func daysFromCivil(year: Int, month: Int, day: Int, days: Int) {
        #expect(DigestDay.dayNumber(year: year, month: month, day: day) == days)
    }
}
