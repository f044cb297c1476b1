import PaperboyModels

/// An error thrown by a build step (``BuildSteps``), tagged with the step's name.
public struct PipelineError: Error, CustomStringConvertible {
    /// The step that failed (always set; optional as ``PaperboyError`` has it).
    public var step: String?
    /// What it threw.
    public var underlying: any Error

    /// Creates an error.
    public init(step: String, underlying: any Error) {
        self.step = step
        self.underlying = underlying
    }

    /// `step: underlying`.
    public var description: String { "\(step ?? "build"): \(underlying)" }
}

extension PipelineError: PaperboyError {
    /// Where the error it wraps happened.
    public var location: ErrorLocation? { (underlying as? any PaperboyError)?.location }
    /// What went wrong, as the wrapped error says it.
    public var reason: String { (underlying as? any PaperboyError)?.reason ?? "\(underlying)" }
    /// The error the step threw.
    public var cause: (any Error)? { underlying }
}
