/// One named step of a ``Pipeline``: a name for logs and errors and a function over the context.
public struct PipelineStep<Context>: Sendable {
    /// A short name (`load config`, `parse sources`) shown in logs and prefixed to errors.
    public let name: String
    /// The work: reads what earlier steps left in the context and adds its own result.
    public let body: @Sendable (inout Context) async throws -> Void

    /// Creates a step.
    public init(_ name: String, _ body: @escaping @Sendable (inout Context) async throws -> Void) {
        self.name = name
        self.body = body
    }
}
