/// The exit statuses of `paperboy`, the same for every command.
public enum ExitStatus: Int32, Sendable, CaseIterable {
    /// Done: a run a user would call good (failed sources, if any, were warnings).
    case ok = 0
    /// An error: unreadable file, locked or unreadable archive, failed write. Nothing was written.
    case error = 1
    /// A usage error: an unknown option, a missing or malformed argument.
    case usage = 2
    /// The run finished and wrote its output, but sources failed and `--strict` was given.
    case sourcesFailed = 3
    /// Every source failed: nothing was filed or written; the site and archive are as they were.
    case allSourcesFailed = 4
    /// The config or a template is bad (the message names the file and line). Nothing was written.
    case badConfig = 5

    /// What the status means, for `--help` and the README.
    public var meaning: String {
        switch self {
        case .ok: "done"
        case .error: "error (unreadable file, archive or write; nothing was written)"
        case .usage: "usage error (unknown option, bad argument)"
        case .sourcesFailed: "done, but sources failed and --strict was given"
        case .allSourcesFailed: "every source failed; nothing was written"
        case .badConfig: "bad config or template; nothing was written"
        }
    }

    /// The status for an error a command threw: a bad config or template, every source
    /// failed, a `--date` too far ahead (a usage error), or any other error.
    public static func of(_ error: any Error) -> ExitStatus {
        switch error {
        case let error as PipelineError:
            if error.underlying is AllSourcesFailedError { return .allSourcesFailed }
            return error.step.map(SiteBuild.checkStepNames.contains) == true ? .badConfig : .error
        case is AllSourcesFailedError: return .allSourcesFailed
        case is ConfigError, is TemplateCheckError: return .badConfig
        case is DigestDayError: return .usage
        default: return .error
        }
    }

    /// `Exit status: 0 done; 1 error (…); 2 usage error (…); 3 done, but …`.
    public static var helpText: String {
        "Exit status: " + allCases.map { "\($0.rawValue) \($0.meaning)" }.joined(separator: "; ") + "."
    }
}
