/// The days ``SearchDocument``s point into, held once for all of them.
final class SearchDays: Sendable {
    let days: [DaySummary]

    init(days: [DaySummary]) {
        self.days = days
    }
}
