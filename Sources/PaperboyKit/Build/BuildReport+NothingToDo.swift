import PaperboyModels

extension BuildReport {
    /// The report of a `--catch-up` run that found the digest day already archived, whole.
    static func nothingToDo(mode: SiteBuild.Mode, day: DigestDay) -> BuildReport {
        var report = BuildReport(mode: mode, day: day, data: "")
        report.nothingToDo = true
        return report
    }
}
