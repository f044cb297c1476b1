import Foundation
import PaperboyModels
import PaperboyStore
import PaperboyViews

extension SiteBuild {
    /// Part of `render front page` with `email: enabled: true`: the e-mail edition of the
    /// digest day (the front page's digest, or the day read again when `--date` is an
    /// earlier day); none when the archive has no such day.
    func renderEmail(_ config: PaperboyConfig, ratings: [Rating], day: DigestDay, renderer: SiteRenderer, days: RenderedDays,
                     archive: Archive) throws -> [SiteFile] {
        guard config.email.enabled else { return [] }
        let digest: Digest
        if days.front.day == day {
            digest = days.front
        } else if archive.days.contains(day) {
            digest = try config.digestBuilder(ratings: ratings, fileSystem: options.fileSystem).build(try archive.day(day))
        } else {
            return []
        }
        let options = EmailOptions(from: config.email.from, to: config.email.to, subject: config.email.subject, timeZone: config.timeZone)
        return try renderer.emailEdition(digest, options: options)
    }

    /// Part of `write`, before the site is swapped in: the e-mail files, each replaced
    /// atomically (a failure leaves the previous file and stops the build before the site
    /// or the archive change, so the next run writes them again); flushed by the site's sync.
    func writeEmail(_ files: [SiteFile], to folder: URL) throws {
        guard !files.isEmpty else { return }
        let site = options.output.map { $0.standardizedFileURL.path }
        if let site, folder.standardizedFileURL.path == site || folder.standardizedFileURL.path.hasPrefix(site + "/") {
            throw StoreError(path: display.show(folder), reason: "the e-mail folder is inside the site's folder (--output), which a build replaces")
        }
        do {
            try options.fileSystem.makeFolder(folder)
        } catch {
            throw StoreError(path: display.show(folder), reason: "cannot create the e-mail folder", underlying: error)
        }
        for file in files {
            let url = folder.appendingPathComponent(file.path)
            do {
                try options.fileSystem.replace(url, with: file.contents)
            } catch {
                throw StoreError(path: display.show(url), reason: "cannot write the e-mail edition", underlying: error)
            }
        }
    }
}
