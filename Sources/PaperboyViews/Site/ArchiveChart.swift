import PaperboyModels

/// Draws the archive's chart as inline SVG: one bar per day of its distinct items, stacked by
/// section (an item in two sections counts once, in the first), with axes, ticks, date and
/// count labels, an accessible title and description, and a legend (an HTML list after it).
///
/// The drawing has a fixed `viewBox` and scales to the page's width without distorting its
/// text, so it reads at 390 px as at 1280 px. Colours come from CSS classes (`chart-s0` …
/// `chart-s11`, `chart-axis`, `chart-grid`, `chart-label`), so it follows the light and dark
/// schemes; no script is involved. Coordinates have one decimal, so the output is the same bytes everywhere.
enum ArchiveChart {
    /// The drawing's size, in `viewBox` units (about CSS pixels at a phone's width).
    static let width = 360.0
    static let height = 180.0
    /// Room for the date labels below, the axis title above; the left margin fits the count labels (``left(for:)``).
    static let right = 18.0, top = 20.0, bottom = 24.0
    /// Distinct section colours in the theme's CSS (`chart-s0` … `chart-s11`); a 13th section takes the first again.
    static let palette = 12
    /// At most this many dates along the x axis.
    static let dateLabels = 4

    /// The chart for `days`, oldest first; an empty string without days.
    static func svg(days: [DaySummary], locale: ThemeLocale = .english) -> String {
        guard let first = days.first, let last = days.last else { return "" }
        let sections = SiteRenderer.sections(of: days.reversed())
        let index = Dictionary(uniqueKeysWithValues: sections.enumerated().map { ($1.id, $0) })
        let counts = days.map(\.uniqueSectionCounts)
        let totals = days.map(\.itemCount)
        let ticks = yTicks(peak: totals.max() ?? 0)
        let left = Self.left(for: ticks.map(locale.grouped))
        let plotWidth = width - left - right, plotHeight = height - top - bottom
        let baseline = top + plotHeight
        let scale = plotHeight / Double(ticks.last ?? 1)
        let step = plotWidth / Double(days.count)
        let barWidth = min(step * 0.8, 28)

        var out = "<svg class=\"chart\" role=\"img\" viewBox=\"0 0 \(n(width)) \(n(height))\" "
            + "aria-labelledby=\"chart-title\" aria-describedby=\"chart-desc\" xmlns=\"http://www.w3.org/2000/svg\">"
            + "<title id=\"chart-title\">\(EscapeTable.xml(locale.text("chart.title", ["from": first.day.isoText, "to": last.day.isoText])))</title>"
            + "<desc id=\"chart-desc\">\(EscapeTable.xml(description(days: days, counts: counts, sections: sections, locale: locale)))</desc>"
        // The y axis: grid lines and counts.
        out += "<g class=\"chart-y\">"
        for tick in ticks {
            let y = baseline - Double(tick) * scale
            out += "<line class=\"chart-grid\" x1=\"\(n(left))\" x2=\"\(n(width - right))\" y1=\"\(n(y))\" y2=\"\(n(y))\"/>"
                + "<text class=\"chart-label\" x=\"\(n(left - 4))\" y=\"\(n(y + 3.5))\" text-anchor=\"end\">\(locale.grouped(tick))</text>"
        }
        out += "<text class=\"chart-label\" x=\"\(n(left))\" y=\"\(n(top - 8))\" text-anchor=\"start\">\(EscapeTable.xml(locale.text("chart.axis")))</text></g>"
        // The bars: one group per day, sections stacked in the archive's section order.
        out += "<g class=\"chart-bars\">"
        for (i, day) in days.enumerated() {
            let x = left + Double(i) * step + (step - barWidth) / 2
            let parts = counts[i].sorted { (index[$0.id] ?? 0) < (index[$1.id] ?? 0) }
            let label = locale.text("chart.bar", ["date": day.day.isoText, "items": locale.count("label.items", totals[i])])
                + (parts.isEmpty ? "" : " (" + parts.map { "\($0.title) \($0.count)" }.joined(separator: ", ") + ")")
            out += "<g><title>\(EscapeTable.xml(label))</title>"
            var below = 0
            for part in parts {
                let y0 = baseline - Double(below) * scale
                below += part.count
                let y1 = baseline - Double(below) * scale
                let colour = (index[part.id] ?? 0) % palette
                out += "<rect class=\"chart-s\(colour)\" x=\"\(n(x))\" y=\"\(n(y1))\" width=\"\(n(barWidth))\" height=\"\(n(y0 - y1))\"/>"
            }
            out += "</g>"
        }
        out += "</g>"
        // The x axis: its line, ticks and dates.
        out += "<g class=\"chart-x\"><line class=\"chart-axis\" x1=\"\(n(left))\" x2=\"\(n(width - right))\" y1=\"\(n(baseline))\" y2=\"\(n(baseline))\"/>"
        for i in labelIndices(count: days.count) {
            let x = left + (Double(i) + 0.5) * step
            out += "<line class=\"chart-axis\" x1=\"\(n(x))\" x2=\"\(n(x))\" y1=\"\(n(baseline))\" y2=\"\(n(baseline + 4))\"/>"
                + "<text class=\"chart-label\" x=\"\(n(x))\" y=\"\(n(baseline + 16))\" text-anchor=\"middle\">\(EscapeTable.xml(locale.shortDay(days[i].day)))</text>"
        }
        out += "</g></svg>"
        return out + legend(sections: sections, counts: counts, locale: locale)
    }

    /// The legend: each section's colour, title and distinct items over the chart's days.
    static func legend(sections: [(id: String, title: String)], counts: [[DaySummary.SectionCount]], locale: ThemeLocale) -> String {
        var totals: [String: Int] = [:]
        for day in counts { for part in day { totals[part.id, default: 0] += part.count } }
        var out = "<p class=\"chart-note\" id=\"chart-note\">\(EscapeTable.xml(locale.text("chart.legend-note")))</p>"
            + "<ul class=\"chart-legend\" aria-label=\"\(EscapeTable.xml(locale.text("chart.legend")))\" aria-describedby=\"chart-note\">"
        for (i, section) in sections.enumerated() {
            out += "<li><span class=\"chart-key chart-s\(i % palette)\"></span>\(EscapeTable.xml(section.title))"
                + " <span class=\"count\">\(locale.grouped(totals[section.id] ?? 0))</span></li>"
        }
        return out + "</ul>"
    }
}
