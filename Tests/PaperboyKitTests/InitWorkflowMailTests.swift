import Foundation
@testable import PaperboyKit
import Testing
import Yams

/// The init workflow's e-mail send and keepalive (their behaviour is run by Scripts/workflow/run_workflow_test.py).
@Suite struct InitWorkflowMailTests {
    private func jobs() throws -> [String: [String: Any]] {
        let text = InitFiles.workflow(InitWorkflowTests.release)
        let yaml = try #require(try Yams.load(yaml: text) as? [String: Any])
        return try #require(yaml["jobs"] as? [String: [String: Any]])
    }

    private func step(_ name: String, of job: [String: Any]?) throws -> [String: Any] {
        let steps = try #require(job?["steps"] as? [[String: Any]])
        return try #require(steps.first { $0["name"] as? String == name }, "no step '\(name)'")
    }

    @Test("the mail job runs after the build and the deploy, only when the secret PAPERBOY_MAIL_URL is set, with no permission")
    func mailJob() throws {
        let jobs = try jobs()
        let mail = try #require(jobs["mail"])
        #expect(mail["needs"] as? [String] == ["build", "deploy"])
        #expect(mail["if"] as? String == "needs.build.outputs.mail == 'true'")
        #expect((mail["permissions"] as? [String: Any])?.isEmpty == true)
        let outputs = try #require(jobs["build"]?["outputs"] as? [String: String])
        #expect(outputs["mail"] == "${{ steps.mail.outputs.send }}")
        let find = try step("Find the e-mail edition", of: jobs["build"])
        #expect(find["id"] as? String == "mail")
        #expect((find["env"] as? [String: String])?["PAPERBOY_MAIL_URL"] == "${{ secrets.PAPERBOY_MAIL_URL }}")
        #expect((find["run"] as? String)?.contains(#"if [[ -z $PAPERBOY_MAIL_URL ]]; then"#) == true)
        #expect(jobs["deploy"]?["needs"] as? String == "build", "the deploy does not wait for the e-mail")
    }

    @Test("the send step reads its secrets from env and gives curl the password on standard input")
    func sendStep() throws {
        let send = try step("Send the e-mail edition", of: try jobs()["mail"])
        let env = try #require(send["env"] as? [String: String])
        for name in ["URL", "USER", "PASSWORD", "FROM", "TO"] {
            #expect(env["PAPERBOY_MAIL_\(name)"] == "${{ secrets.PAPERBOY_MAIL_\(name) }}")
        }
        let run = try #require(send["run"] as? String)
        #expect(!run.contains("${{"))
        #expect(run.contains("args+=(--ssl-reqd --config -)"))
        #expect(run.contains(#"curl "${args[@]}" <<<"$login""#))
        #expect(!run.contains("--user"), "no password on curl's command line")
    }

    @Test("after the archive step, an empty commit keeps the schedule on once the last commit is KEEPALIVE_DAYS old")
    func keepalive() throws {
        let build = try jobs()["build"]
        let steps = try #require(build?["steps"] as? [[String: Any]]).compactMap { $0["name"] as? String }
        let keep = try step("Keep the schedule on", of: build)
        #expect(keep["if"] == nil)
        #expect((keep["env"] as? [String: String])?["KEEPALIVE_DAYS"] == "50")
        #expect((keep["run"] as? String)?.contains(#"git commit-tree -p FETCH_HEAD -m "Keep the schedule on""#) == true)
        #expect(steps.firstIndex(of: "Commit and push the archive")! + 1 == steps.firstIndex(of: "Keep the schedule on"))
        #expect((build?["permissions"] as? [String: String]) == ["contents": "write"])
    }
}
