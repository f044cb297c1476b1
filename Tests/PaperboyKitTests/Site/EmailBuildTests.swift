import Foundation
@testable import PaperboyKit
import PaperboyModels
import Testing

/// The demo (`email: enabled: true`) writes its e-mail edition beside the site, never into it,
/// the same bytes on every build, and nothing under `--dry-run`.
@Suite struct EmailBuildTests {
    static let names = ["2024-11-28.eml", "2024-11-28.html", "2024-11-28.txt"]

    @Test func theEditionGoesBesideTheSiteAndIsTheSameEveryBuild() async throws {
        let site = try await DemoSite.build()
        let email = site.deletingLastPathComponent().appendingPathComponent("email")
        #expect(DemoSite.files(in: email) == Self.names)
        #expect(DemoSite.files(in: site).allSatisfy { !$0.hasPrefix("email/") && !$0.hasSuffix(".eml") }, "nothing of it is published")
        let again = try await DemoSite.build().deletingLastPathComponent().appendingPathComponent("email")
        for name in Self.names {
            #expect(try Data(contentsOf: email.appendingPathComponent(name)) == Data(contentsOf: again.appendingPathComponent(name)), "\(name)")
        }
        let eml = try String(contentsOf: email.appendingPathComponent("2024-11-28.eml"), encoding: .utf8)
        #expect(eml.contains("\r\nSubject: Paperboy demo digest: 2024-11-28\r\n"))
        #expect(eml.contains("\r\nTo: reader@example.org\r\n"))
    }

    @Test func aDryRunWritesNoEdition() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("paperboy-email-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var options = BuildOptions(doors: .testing, configFile: DemoSite.examples.appendingPathComponent("paperboy.yml"), day: DigestDay("2024-11-28"),
                                   output: folder.appendingPathComponent("site"), data: folder.appendingPathComponent("data"),
                                   now: DemoSite.noon, currentDirectory: DemoSite.repository)
        options.dryRun = true
        let report = try await SiteBuild(options: options).run()
        #expect(report.emailFiles.count == 3, "rendered: \(report.emailFiles)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("email").path))
    }
}
