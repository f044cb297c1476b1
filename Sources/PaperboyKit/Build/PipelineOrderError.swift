/// A step ran before the one that provides what it needs: a programming error, reported rather than trapped.
struct PipelineOrderError: Error, CustomStringConvertible {
    var missing: String
    var description: String { "internal error: \(missing) is not available yet (pipeline steps out of order)" }
}
