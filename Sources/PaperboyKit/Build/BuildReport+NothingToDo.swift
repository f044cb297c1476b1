import PaperboyModels

extension BuildReport {
    /// Why a run did nothing and wrote nothing, yet ended well (exit status 0).
    public enum Skip: Sendable, Equatable {
        /// `--catch-up` found the digest day already archived, whole, with nothing to retry.
        case archived
        /// `--retry-later`: every arXiv listing read was the one of `listed`, not rebuilt for the
        /// digest day yet, and no other source was read: the later run reads them.
        case listingNotRebuilt(DigestDay)

        /// The summary line; the workflow keys on its `Nothing to do` start.
        func summary(day: DigestDay) -> String {
            switch self {
            case .archived:
                "Nothing to do: \(day.isoText) is already in the archive (--catch-up)."
            case .listingNotRebuilt(let listed):
                "Nothing to do yet: arXiv has not rebuilt its listing for \(day.isoText) (it still shows \(listed.isoText)'s); "
                    + "the catch-up run will read it (--retry-later). Nothing was written."
            }
        }
    }

    /// The report of a `--catch-up` run that found the digest day already archived, whole.
    static func nothingToDo(mode: SiteBuild.Mode, day: DigestDay) -> BuildReport {
        var report = BuildReport(mode: mode, day: day, data: "")
        report.skipped = .archived
        return report
    }

    /// The report of a `--retry-later` run that found only listings not rebuilt yet: what each source did.
    static func listingNotRebuilt(mode: SiteBuild.Mode, day: DigestDay, listed: DigestDay, run: RunReport) -> BuildReport {
        var report = BuildReport(mode: mode, day: day, data: "", run: run)
        report.skipped = .listingNotRebuilt(listed)
        return report
    }
}
