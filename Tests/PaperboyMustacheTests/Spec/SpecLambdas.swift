import PaperboyMustache

/// The spec's `~lambdas` tests, written in Swift: each test's JavaScript lambda, by test name.
enum SpecLambdas {
    /// Counts calls across one rendering ("Interpolation - Multiple Calls").
    private final class Counter {
        var calls = 0
    }

    /// A maker of the test's lambda (fresh state per run), or nil when none is written here.
    static func lambda(for test: String) -> (() -> MustacheLambda?)? {
        let made: MustacheLambda
        switch test {
        case "Interpolation": made = MustacheLambda { "world" }
        case "Interpolation - Expansion": made = MustacheLambda { "{{planet}}" }
        case "Interpolation - Alternate Delimiters": made = MustacheLambda { "|planet| => {{planet}}" }
        case "Interpolation - Multiple Calls":
            let counter = Counter()
            made = MustacheLambda {
                counter.calls += 1
                return String(counter.calls)
            }
        case "Escaping": made = MustacheLambda { ">" }
        case "Section": made = MustacheLambda(section: { $0 == "{{x}}" ? "yes" : "no" })
        case "Section - Expansion": made = MustacheLambda(section: { $0 + "{{planet}}" + $0 })
        case "Section - Alternate Delimiters": made = MustacheLambda(section: { $0 + "{{planet}} => |planet|" + $0 })
        case "Section - Multiple Calls": made = MustacheLambda(section: { "__" + $0 + "__" })
        case "Inverted Section": made = MustacheLambda(section: { _ in "" })
        default: return nil
        }
        return { made }
    }
}
