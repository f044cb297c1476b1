/// The exit statuses of `paperboy`, the same for every command.
public enum ExitStatus: Int32, Sendable, CaseIterable {
    /// Done.
    case ok = 0
    /// An error: bad config or template, unreadable file, failed write. Nothing was written.
    case error = 1
    /// A usage error: an unknown option, a missing or malformed argument.
    case usage = 2
    /// The run finished and wrote its output, but sources failed and `--strict` was given.
    case sourcesFailed = 3

    /// What the status means, for `--help` and the README.
    public var meaning: String {
        switch self {
        case .ok: "done"
        case .error: "error (config, template, file or write; nothing was written)"
        case .usage: "usage error (unknown option, bad argument)"
        case .sourcesFailed: "done, but sources failed and --strict was given"
        }
    }

    /// `Exit status: 0 done; 1 error (…); 2 usage error (…); 3 done, but …`.
    public static var helpText: String {
        "Exit status: " + allCases.map { "\($0.rawValue) \($0.meaning)" }.joined(separator: "; ") + "."
    }
}
