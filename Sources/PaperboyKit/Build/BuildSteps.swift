/// Runs a build's named steps one after another: logs `[i/n] name` before each and
/// tags whatever a step throws with its name (``PipelineError``).
struct BuildSteps {
    /// The names of every step this run will take, in order (for the `n` in `[i/n]`).
    let names: [String]
    let log: (String) -> Void
    private var next = 0

    init(names: [String], log: @escaping (String) -> Void) {
        self.names = names
        self.log = log
    }

    /// Runs one step and returns what it made.
    mutating func run<Value>(_ name: String, _ body: () async throws -> Value) async rethrows -> Value {
        next += 1
        assert(names.indices.contains(next - 1) && names[next - 1] == name, "step \(name) is not step \(next) of \(names)")
        log("[\(next)/\(names.count)] \(name)")
        do {
            return try await body()
        } catch {
            throw PipelineError(step: name, underlying: error)
        }
    }
}
