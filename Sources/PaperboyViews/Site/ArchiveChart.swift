import PaperboyModels

/// Draws the archive's chart: one stacked bar per day, one colour per section, as inline SVG.
///
/// Colours come from CSS classes (`chart-s0` …), so the chart follows the light and
/// dark schemes; no script is involved.
enum ArchiveChart {
    static let height = 120
    static let barWidth = 4
    static let palette = 6

    /// The chart for `days`, oldest first; an empty string without days.
    static func svg(days: [DaySummary]) -> String {
        guard !days.isEmpty else { return "" }
        let sectionIDs = SiteRenderer.sections(of: days.reversed())
        let index = Dictionary(uniqueKeysWithValues: sectionIDs.enumerated().map { ($1.id, $0) })
        let peak = max(1, days.map { $0.sections.reduce(0) { $0 + $1.count } }.max() ?? 1)
        let width = days.count * barWidth
        let total = days.reduce(0) { $0 + $1.itemCount }
        var out = "<svg class=\"chart\" role=\"img\" viewBox=\"0 0 \(width) \(height)\" preserveAspectRatio=\"none\" "
            + "aria-labelledby=\"chart-title\" xmlns=\"http://www.w3.org/2000/svg\">"
            + "<title id=\"chart-title\">Items per day and section, \(days.first!.day.isoText) to \(days.last!.day.isoText): \(total) in all</title>"
        for (i, day) in days.enumerated() {
            var y = height
            for section in day.sections where section.count > 0 {
                let h = max(1, section.count * height / peak)
                y -= h
                let colour = (index[section.id] ?? 0) % palette
                out += "<rect class=\"chart-s\(colour)\" x=\"\(i * barWidth)\" y=\"\(y)\" width=\"\(barWidth - 1)\" height=\"\(h)\">"
                    + "<title>\(day.day.isoText) \(EscapeTable.xml(section.title)): \(section.count)</title></rect>"
            }
        }
        out += "</svg>"
        var legend = "<ul class=\"chart-legend\">"
        for (i, section) in sectionIDs.enumerated() {
            legend += "<li><span class=\"chart-key chart-s\(i % palette)\"></span>\(EscapeTable.xml(section.title))</li>"
        }
        return out + legend + "</ul>"
    }
}
