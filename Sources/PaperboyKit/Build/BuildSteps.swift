/// Runs a build's named steps one after another: logs `[i/n] name` before each and
/// tags whatever a step throws with its name (``PipelineError``).
struct BuildSteps {
    /// The steps this run takes, in order: `n` in `[i/n]` is their count, `i` a step's place among them.
    let taken: [BuildStep]
    let log: (String) -> Void

    /// The steps of `steps` that `build` takes.
    init(_ steps: [BuildStep], of build: SiteBuild, log: @escaping (String) -> Void) {
        self.init(steps.filter { $0.isTaken(build) }, log: log)
    }

    /// Exactly `steps`.
    init(_ steps: [BuildStep], log: @escaping (String) -> Void) {
        taken = steps
        self.log = log
    }

    /// Whether this run takes `step`: the step's own condition, asked where the run branches.
    func takes(_ step: BuildStep) -> Bool {
        taken.contains { $0.name == step.name }
    }

    /// Runs one step and returns what it made.
    /// - Precondition: The run takes `step` (a run that branches on ``takes(_:)`` does).
    func run<Value>(_ step: BuildStep, _ body: () async throws -> Value) async rethrows -> Value {
        guard let index = taken.firstIndex(where: { $0.name == step.name }) else {
            preconditionFailure("step \(step.name) is not one of \(taken.map(\.name))")
        }
        log("[\(index + 1)/\(taken.count)] \(step.name)")
        do {
            return try await body()
        } catch {
            throw PipelineError(step: step.name, underlying: error)
        }
    }
}
