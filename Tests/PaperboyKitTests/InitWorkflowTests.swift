import Foundation
@testable import PaperboyKit
import Testing
import Yams

/// The workflow `paperboy init` writes gets Paperboy as a pinned, checksum-verified release binary.
@Suite struct InitWorkflowTests {
    static let release = try! PaperboyRelease(repository: "octo/paperboy", version: "1.2.3")

    private func buildSteps(_ text: String) throws -> [[String: Any]] {
        let yaml = try #require(try Yams.load(yaml: text) as? [String: Any])
        let jobs = try #require(yaml["jobs"] as? [String: [String: Any]])
        return try #require(jobs["build"]?["steps"] as? [[String: Any]])
    }

    @Test("the repository and version are set once, in env, and nowhere else")
    func pinnedOnce() throws {
        let text = InitFiles.workflow(Self.release)
        let yaml = try #require(try Yams.load(yaml: text) as? [String: Any])
        let env = try #require(yaml["env"] as? [String: String])
        #expect(env["PAPERBOY_REPOSITORY"] == "octo/paperboy")
        #expect(env["PAPERBOY_VERSION"] == "1.2.3")
        #expect(text.components(separatedBy: "octo/paperboy").count == 2)
        #expect(text.components(separatedBy: "1.2.3").count == 2)
        #expect(!text.contains("PAPERBOY_REF"))
        let build = try #require((yaml["jobs"] as? [String: [String: Any]])?["build"])
        #expect(build["container"] == nil)
    }

    @Test("the download step fetches the release archive and its .sha256, checks it, then unpacks and runs it")
    func downloadStep() throws {
        let steps = try buildSteps(InitFiles.workflow(Self.release))
        let download = try #require(steps.first { $0["id"] as? String == "tool" })
        #expect(download["name"] as? String == "Download Paperboy")
        let run = try #require(download["run"] as? String)
        #expect(run.contains(#"archive="paperboy-${PAPERBOY_VERSION}-linux-x86_64.tar.gz""#))
        #expect(run.contains(#"release="https://github.com/${PAPERBOY_REPOSITORY}/releases/download/v${PAPERBOY_VERSION}""#))
        #expect(run.contains(#"for file in "$archive" "$archive.sha256"; do"#))
        let order = ["curl --fail", "sha256sum --check --strict", "tar -xzf", #""$paperboy" --help"#, #"echo "paperboy=$paperboy" >> "$GITHUB_OUTPUT""#]
        let positions = order.map { run.range(of: $0)?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil }, "every command is there")
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted(), "checked before unpacked, unpacked before run")
        let ids = steps.compactMap { $0["id"] as? String }
        #expect(ids.firstIndex(of: "tool")! < ids.firstIndex(of: "digest")!)
        #expect(Self.release.archiveName == "paperboy-1.2.3-linux-x86_64.tar.gz")
    }

    @Test("building from source at the tag v<version> is a commented fallback")
    func fallback() throws {
        let text = InitFiles.workflow(Self.release)
        let comments = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("#") }.joined(separator: "\n")
        #expect(comments.contains(#"git clone --quiet --depth 1 --branch "v$PAPERBOY_VERSION" \"#))
        #expect(comments.contains(#""https://github.com/$PAPERBOY_REPOSITORY.git" .paperboy-tool"#))
        #expect(comments.contains("swift build -c release --package-path .paperboy-tool --product paperboy"))
        #expect(comments.contains("image: swift:${{ needs.setup.outputs.swift }}-noble"))
        let runs = try buildSteps(text).compactMap { $0["run"] as? String }.joined(separator: "\n")
        #expect(!runs.contains("swift build"))
    }

    @Test("the release comes from --paperboy-repository, else the binary's build info, else it has no repository")
    func resolve() throws {
        let known = BuildInfo(version: "0.5.0", commit: nil, repository: "octo/paperboy")
        let unknown = BuildInfo(version: "0.5.0", commit: nil, repository: nil)
        #expect(try PaperboyRelease.resolve(repository: nil, buildInfo: known) == PaperboyRelease(repository: "octo/paperboy", version: "0.5.0"))
        #expect(try PaperboyRelease.resolve(repository: "me/fork", buildInfo: known).repository == "me/fork")
        #expect(try PaperboyRelease.resolve(repository: "me/fork", buildInfo: unknown).repository == "me/fork")
        #expect(try PaperboyRelease.resolve(repository: nil, buildInfo: unknown) == PaperboyRelease(repository: nil, version: "0.5.0"))
        #expect(throws: PaperboyReleaseError.badRepository("octo")) { try PaperboyRelease.resolve(repository: "octo", buildInfo: known) }
    }

    @Test("without a repository, PAPERBOY_REPOSITORY is empty under a comment saying what to set, and the download stops on it")
    func withoutRepository() throws {
        let release = try PaperboyRelease(repository: nil, version: "1.2.3")
        let text = InitFiles.workflow(release)
        let yaml = try #require(try Yams.load(yaml: text) as? [String: Any])
        let env = try #require(yaml["env"] as? [String: String])
        #expect(env["PAPERBOY_REPOSITORY"] == "")
        #expect(env["PAPERBOY_VERSION"] == "1.2.3")
        #expect(text.contains("""
              # paperboy init did not know it: set it to OWNER/NAME, the GitHub repository whose
              # release v<PAPERBOY_VERSION> has paperboy-<PAPERBOY_VERSION>-linux-x86_64.tar.gz.
              # Until then the build stops at "Download Paperboy".
              PAPERBOY_REPOSITORY: ""
              PAPERBOY_VERSION: "1.2.3"

            """))
        let run = try #require(try buildSteps(text).first { $0["id"] as? String == "tool" }?["run"] as? String)
        let guardRange = try #require(run.range(of: "if [[ -z $PAPERBOY_REPOSITORY ]]; then"))
        #expect(guardRange.lowerBound < run.range(of: "curl --fail")!.lowerBound, "it stops before downloading")
        #expect(run.contains("::error::PAPERBOY_REPOSITORY is empty: set it at the top of .github/workflows/paperboy.yml to OWNER/NAME"))
        #expect(!InitFiles.workflow(Self.release).contains("paperboy init did not know it"))
    }

    @Test("a repository must be OWNER/NAME and a version X.Y.Z", arguments: [
        ("octo/paperboy", "1.2.3", true), ("my-org/paper.boy_2", "0.4.0-rc.1", true),
        ("octo", "1.2.3", false), ("octo/paper/boy", "1.2.3", false), ("-octo/paperboy", "1.2.3", false),
        ("octo/..", "1.2.3", false), ("octo/paper boy", "1.2.3", false), ("octo/x\ny", "1.2.3", false),
        ("octo/paperboy", "1.2", false), ("octo/paperboy", "v1.2.3", false), ("octo/paperboy", "1.2.3\"", false),
    ])
    func validation(repository: String, version: String, valid: Bool) {
        #expect(((try? PaperboyRelease(repository: repository, version: version)) != nil) == valid)
    }
}
