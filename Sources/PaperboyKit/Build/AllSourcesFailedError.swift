import PaperboyModels

/// Every configured source failed (or was stale): the run files nothing and writes nothing,
/// so the site and archive of the day before stay as they were (exit status 4).
public struct AllSourcesFailedError: Error, CustomStringConvertible {
    /// What each source did.
    public var report: RunReport

    /// Creates the error.
    public init(report: RunReport) {
        self.report = report
    }

    /// `every source failed (2 of 2): arxiv: URL: HTTP 503: server error; …`.
    public var description: String {
        let failed = report.sources.filter(\.status.isFailure)
        return "every source failed (\(failed.count) of \(report.sources.count)); nothing was filed or written: "
            + failed.map { "\($0.name): \($0.failure?.description ?? "failed")" }.joined(separator: "; ")
    }
}

extension AllSourcesFailedError: PaperboyError {
    /// Where it happened.
    public var location: ErrorLocation? { nil }
    /// What went wrong.
    public var reason: String { description }
}
