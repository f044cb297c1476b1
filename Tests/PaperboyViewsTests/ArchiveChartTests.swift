import Foundation
import Testing
import PaperboyModels
@testable import PaperboyViews

/// The archive's chart: distinct items per day stacked by section, axes, labels, legend and an accessible name.
@Suite struct ArchiveChartTests {
    private func day(_ n: Int, _ sections: [DigestSection]) -> DaySummary {
        DaySummary(digest: Digest(day: DigestDay(year: 2024, month: 11, day: n)!, title: "T", sections: sections, sources: []))
    }

    private func item(_ id: String) -> Item {
        Item(id: id, kind: .post, title: "Item \(id)", url: "https://example.org/\(id)", summary: "")
    }

    /// Two days: on the 27th `x` is in both sections (counted once, in A); on the 28th A has 3 and B 1.
    private var days: [DaySummary] {
        [day(27, [DigestSection(id: "a", title: "A <&>", items: [item("x")]),
                  DigestSection(id: "b", title: "B", items: [item("x"), item("y")])]),
         day(28, [DigestSection(id: "a", title: "A <&>", items: [item("p"), item("q"), item("r")]),
                  DigestSection(id: "b", title: "B", items: [item("s")])])]
    }

    @Test func anItemInTwoSectionsCountsOnce() {
        let counts = days[0].uniqueSectionCounts
        #expect(counts.map(\.id) == ["a", "b"])
        #expect(counts.map(\.count) == [1, 1])
        #expect(counts.reduce(0) { $0 + $1.count } == days[0].itemCount)
        #expect(days[0].sections.map(\.count) == [1, 2], "the section counts themselves still count every entry")
        let chart = ArchiveChart.svg(days: days)
        #expect(chart.contains("<title>2024-11-27: 2 items (A &lt;&amp;&gt; 1, B 1)</title>"))
        #expect(chart.contains("<title>2024-11-28: 4 items (A &lt;&amp;&gt; 3, B 1)</title>"))
        #expect(chart.contains("6 items in all"))
        // The legend's totals are distinct items too: A 1 + 3, B 1 + 1.
        #expect(chart.contains("A &lt;&amp;&gt; <span class=\"count\">4</span>"))
        #expect(chart.contains("B <span class=\"count\">2</span>"))
    }

    @Test func barsStackToTheDaysDistinctItems() throws {
        let chart = ArchiveChart.svg(days: days)
        // The tallest day (4 items) reaches the tick 4, whose grid line is at the plot's top.
        #expect(ArchiveChart.yTicks(peak: 4) == [0, 1, 2, 3, 4])
        let heights = try NSRegularExpression(pattern: #"<rect class="chart-s\d" x="[\d.]+" y="[\d.]+" width="[\d.]+" height="([\d.]+)"/>"#)
            .matches(in: chart, range: NSRange(chart.startIndex..., in: chart))
            .map { Double(chart[Range($0.range(at: 1), in: chart)!])! }
        #expect(heights.count == 4)
        let plot = ArchiveChart.height - ArchiveChart.top - ArchiveChart.bottom
        #expect(abs(heights[2] + heights[3] - plot) < 0.2, "\(heights)")
        #expect(abs(heights[0] + heights[1] - plot / 2) < 0.2, "\(heights)")
    }

    @Test func theChartHasAxesLabelsLegendAndAnAccessibleName() {
        let chart = ArchiveChart.svg(days: days)
        #expect(chart.hasPrefix("<svg class=\"chart\" role=\"img\" viewBox=\"0 0 360 180\" aria-labelledby=\"chart-title\" aria-describedby=\"chart-desc\""))
        #expect(chart.contains("<title id=\"chart-title\">Items per day and section, 2024-11-27 to 2024-11-28</title>"))
        #expect(chart.contains("<desc id=\"chart-desc\">Stacked bars, one per day"))
        #expect(chart.contains("Busiest day: 2024-11-28, 4 items."))
        #expect(!chart.contains("preserveAspectRatio=\"none\""), "the drawing scales without distorting its text")
        #expect(chart.contains("class=\"chart-axis\""))
        for count in 0...4 { #expect(chart.contains("text-anchor=\"end\">\(count)</text>"), "\(count)") }
        #expect(chart.contains(">27 Nov</text>") && chart.contains(">28 Nov</text>"))
        #expect(chart.contains(">items</text>"))
        #expect(chart.contains("<ul class=\"chart-legend\" aria-label=\"Legend\" aria-describedby=\"chart-note\"><li><span class=\"chart-key chart-s0\"></span>A &lt;&amp;&gt;"))
        #expect(chart.contains("<p class=\"chart-note\" id=\"chart-note\">Items per section over these days, each counted once, in the first of its sections;"),
                "the legend says what it counts, and why a day page's counts can be higher")
        #expect(!chart.contains("<script"))
        #expect(ArchiveChart.svg(days: []) == "")
    }

    /// Thirteen sections: the first twelve get twelve colours, in the legend as on the bars; the thirteenth takes the first again.
    @Test func twelveSectionsGetTwelveColours() throws {
        let sections = (0..<13).map { DigestSection(id: "s\($0)", title: "S\($0)", items: [item("i\($0)")]) }
        let chart = ArchiveChart.svg(days: [day(28, sections)])
        let legend = try NSRegularExpression(pattern: #"<span class="chart-key (chart-s\d+)"></span>"#)
            .matches(in: chart, range: NSRange(chart.startIndex..., in: chart))
            .map { String(chart[Range($0.range(at: 1), in: chart)!]) }
        #expect(legend == (0..<12).map { "chart-s\($0)" } + ["chart-s0"])
        for colour in legend { #expect(chart.contains("<rect class=\"\(colour)\""), "\(colour)") }
    }

    /// Every colour class the chart uses is in the theme's stylesheet, once for light and once for dark.
    @Test func theStylesheetHasEveryColourInBothSchemes() throws {
        let css = String(decoding: try #require(DefaultTheme.allFiles["assets/style.css"]), as: UTF8.self)
        for i in 0..<ArchiveChart.palette {
            #expect(css.components(separatedBy: ".chart-s\(i) { fill: #").count - 1 == 2, "chart-s\(i)")
        }
        #expect(!css.contains(".chart-s\(ArchiveChart.palette) "))
    }

    /// "1,500" is 5 characters: about 31 units wide, right-aligned 4 units from the plot, so the plot starts at 41 or more.
    @Test func countLabelsKeepClearOfTheEdge() {
        #expect(ArchiveChart.left(for: ["0", "2", "4"]) == 34)
        #expect(ArchiveChart.left(for: ["0", "500", "1,000", "1,500"]) >= 41)
        #expect(ArchiveChart.left(for: ["0", "5.000", "10.000"]) > ArchiveChart.left(for: ["0", "500", "1,000", "1,500"]))
        let big = day(28, [DigestSection(id: "a", title: "A", items: (0..<1234).map { item("i\($0)") })])
        let chart = ArchiveChart.svg(days: [big])
        #expect(chart.contains("<text class=\"chart-label\" x=\"37\" y=\"23.5\" text-anchor=\"end\">1,500</text>"), "the widest label ends 4 units before the plot at 41")
    }

    @Test func ticksAndDateLabelsStayFew() {
        #expect(ArchiveChart.yTicks(peak: 0) == [0, 1])
        #expect(ArchiveChart.yTicks(peak: 7) == [0, 2, 4, 6, 8])
        #expect(ArchiveChart.yTicks(peak: 27) == [0, 10, 20, 30])
        #expect(ArchiveChart.yTicks(peak: 1234) == [0, 500, 1000, 1500])
        #expect(ArchiveChart.labelIndices(count: 365) == [0, 121, 242, 364])
        #expect(ArchiveChart.labelIndices(count: 2) == [0, 1])
        #expect(ArchiveChart.labelIndices(count: 1) == [0])
        #expect(ArchiveChart.n(12.04) == "12" && ArchiveChart.n(12.55) == "12.6" && ArchiveChart.n(-0.5) == "-0.5")
    }

    @Test func aYearStaysInsideTheDrawing() throws {
        let year = (1...28).map { day($0, [DigestSection(id: "a", title: "A", items: (0..<$0).map { item("i\($0)") })]) }
        let chart = ArchiveChart.svg(days: year)
        let xs = try NSRegularExpression(pattern: #" x="([\d.]+)""#).matches(in: chart, range: NSRange(chart.startIndex..., in: chart))
            .map { Double(chart[Range($0.range(at: 1), in: chart)!])! }
        #expect(xs.count > 28)
        for x in xs { #expect(x >= 0 && x <= ArchiveChart.width) }
    }
}
