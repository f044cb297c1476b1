/// An error thrown by a pipeline step, tagged with the step's name.
public struct PipelineError: Error, CustomStringConvertible {
    /// The step that failed.
    public var step: String
    /// What it threw.
    public var underlying: any Error

    /// Creates an error.
    public init(step: String, underlying: any Error) {
        self.step = step
        self.underlying = underlying
    }

    /// `step: underlying`.
    public var description: String { "\(step): \(underlying)" }
}
