import PaperboyModels
import PaperboyStore

/// What `archive items` made of the sources' outcomes: the archive with the run's
/// items staged (committed by `commit archive`), and what each source did.
struct FiledItems: Sendable {
    /// The archive, holding the staged change.
    var archive: Archive
    /// What the run adds to the archive; nil when nothing was fetched (`render`).
    var change: ArchiveChange?
    /// The records of the sources as filed, config order then back-fills.
    var sources: [DigestSource] = []
    /// What each source's fetch did, in the same order.
    var reports: [SourceReport] = []
    /// Set when the run should file nothing: the day of the arXiv listing still served, which
    /// arXiv has not rebuilt for the digest day yet (`--retry-later`, nothing else read).
    var notRebuilt: DigestDay?

    /// Nothing filed: a `render`, which reads no source.
    init(archive: Archive) {
        self.archive = archive
    }

    init(archive: Archive, change: ArchiveChange, sources: [DigestSource], reports: [SourceReport]) {
        self.archive = archive
        self.change = change
        self.sources = sources
        self.reports = reports
    }
}
