/// A list of named steps run in order over one context.
///
/// The pipeline is the readable table of contents of a build: each step is small,
/// named and testable, and any error leaves tagged with the step that threw it.
public struct Pipeline<Context>: Sendable {
    /// The steps in the order they run.
    public var steps: [PipelineStep<Context>]

    /// Creates a pipeline.
    public init(_ steps: [PipelineStep<Context>]) {
        self.steps = steps
    }

    /// Runs every step in order, stopping at the first error.
    /// - Parameters:
    ///   - context: The state the steps read and extend.
    ///   - log: Called with `[i/n] name` before each step.
    /// - Throws: ``PipelineError`` naming the step, wrapping what it threw.
    public func run(_ context: inout Context, log: (String) -> Void = { _ in }) async throws {
        for (index, step) in steps.enumerated() {
            log("[\(index + 1)/\(steps.count)] \(step.name)")
            do {
                try await step.body(&context)
            } catch {
                throw PipelineError(step: step.name, underlying: error)
            }
        }
    }
}
