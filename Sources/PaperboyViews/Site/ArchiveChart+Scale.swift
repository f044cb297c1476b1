import PaperboyModels

extension ArchiveChart {
    /// The y axis's ticks from 0: a step of 1, 2 or 5 times a power of ten, at most 5 ticks,
    /// the last at or above `peak` (`[0, 1]` when `peak` is 0).
    static func yTicks(peak: Int) -> [Int] {
        var step = 1
        while true {
            for factor in [1, 2, 5] where (peak + step * factor - 1) / (step * factor) <= 4 {
                let s = step * factor
                let top = max(1, (peak + s - 1) / s)
                return (0...top).map { $0 * s }
            }
            step *= 10
        }
    }

    /// The left margin: the widest count label (at about 6.2 units a character in the chart's
    /// 11-unit font, digits and separators alike) right-aligned 4 units from the plot, with
    /// 6 units between its first character and the drawing's edge; never under 34.
    static func left(for labels: [String]) -> Double {
        let widest = labels.map(\.count).max() ?? 0
        return max(34, (Double(widest) * 6.2 + 10).rounded())
    }

    /// The days that get a date under the x axis: at most ``dateLabels``, the first and last among them.
    static func labelIndices(count: Int) -> [Int] {
        guard count > 1 else { return count == 1 ? [0] : [] }
        let labels = min(count, dateLabels)
        return (0..<labels).map { $0 * (count - 1) / (labels - 1) }
    }

    /// The chart's description for screen readers: the span, the total, the busiest day and each section's share.
    static func description(days: [DaySummary], counts: [[DaySummary.SectionCount]], sections: [(id: String, title: String)],
                            locale: ThemeLocale) -> String {
        let total = days.reduce(0) { $0 + $1.itemCount }
        var text = locale.text("chart.description", ["from": days.first!.day.isoText, "to": days.last!.day.isoText,
                                                     "days": locale.count("label.days", days.count), "items": locale.count("label.items", total)])
        if let busiest = days.max(by: { $0.itemCount < $1.itemCount || ($0.itemCount == $1.itemCount && $0.day > $1.day) }) {
            text += locale.text("chart.busiest", ["date": busiest.day.isoText, "items": locale.count("label.items", busiest.itemCount)])
        }
        var totals: [String: Int] = [:]
        for day in counts { for part in day { totals[part.id, default: 0] += part.count } }
        let shares = sections.map { "\($0.title) \(totals[$0.id] ?? 0)" }
        if !shares.isEmpty { text += locale.text("chart.sections", ["list": shares.joined(separator: ", ")]) }
        return text
    }

    /// `x` with at most one decimal (`12`, `12.5`), the same on every machine.
    static func n(_ x: Double) -> String {
        let tenths = Int((x * 10).rounded())
        let sign = tenths < 0 ? "-" : ""
        let whole = abs(tenths) / 10, fraction = abs(tenths) % 10
        return sign + "\(whole)" + (fraction == 0 ? "" : ".\(fraction)")
    }
}
