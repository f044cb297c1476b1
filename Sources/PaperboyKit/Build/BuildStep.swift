/// One step of a run: its name and when a run takes it, written once, here. ``SiteBuild/steps``
/// lists them in order; ``BuildSteps`` numbers a run's `[i/n]` from that list, and the run asks
/// the step itself whether it is taken (``BuildSteps/takes(_:)``), so no second list of names
/// or conditions can drift from it.
struct BuildStep: Sendable {
    /// What the run logs and tags errors with (`load config`).
    let name: String
    /// Whether a run takes the step.
    let isTaken: @Sendable (SiteBuild) -> Bool

    init(_ name: String, when isTaken: @escaping @Sendable (SiteBuild) -> Bool = { _ in true }) {
        self.name = name
        self.isTaken = isTaken
    }
}

extension BuildStep {
    static let loadConfig = BuildStep("load config")
    static let loadTheme = BuildStep("load theme")
    static let openArchive = BuildStep("open archive")
    static let planBackfill = BuildStep("plan back-fill", when: \.fetches)
    static let fetchSources = BuildStep("fetch sources", when: \.fetches)
    static let archiveItems = BuildStep("archive items", when: \.fetches)
    static let summarize = BuildStep("summarize", when: { $0.mode == .build })
    static let openSite = BuildStep("open site", when: \.renders)
    static let renderDays = BuildStep("build and render days", when: \.renders)
    static let renderFrontPage = BuildStep("render front page", when: \.renders)
    static let runReport = BuildStep("run report", when: { $0.mode == .build })
    static let write = BuildStep("write", when: { $0.renders && !$0.options.dryRun })
    static let commitArchive = BuildStep("commit archive", when: { $0.fetches && !$0.options.dryRun })
}
