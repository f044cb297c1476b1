import Foundation
import PaperboyViews
import Testing
@testable import PaperboyKit

/// The `feeds:` and `email:` blocks of `paperboy.yml`: defaults, values, and errors at their line.
@Suite struct FeedsEmailConfigTests {
    let loader = ConfigLoadingTests()
    static let base = ConfigLoadingTests.base

    @Test func defaultsWithoutTheBlocks() throws {
        let config = try loader.load(Self.base, in: try Playground())
        #expect(config.feeds == FeedOptions(days: 3, maxEntries: 5_000, fullContent: false, perSection: true))
        #expect(config.email == EmailConfig(enabled: false, subject: "{{title}}: {{date}}"))
        #expect(config.email.folder(siteOutput: config.output).path == config.output.deletingLastPathComponent().appendingPathComponent("email").path)
    }

    @Test func readsBothBlocks() throws {
        let playground = try Playground()
        let config = try loader.load(Self.base + """
            feeds:
              days: 5
              max_entries: 900
              full_content: true
              per_section: false
            email:
              enabled: true
              from: Digest <digest@example.org>
              to: me@example.org
              subject: "Täglich: {{date}}"
              output: ../mail
            """, in: playground)
        #expect(config.feeds == FeedOptions(days: 5, maxEntries: 900, fullContent: true, perSection: false))
        #expect(config.email.enabled && config.email.from == "Digest <digest@example.org>" && config.email.to == "me@example.org")
        #expect(config.email.subject == "Täglich: {{date}}")
        #expect(config.email.output?.path == playground.url.standardizedFileURL.appendingPathComponent("mail").path)
    }

    @Test("errors name the file, line, column and key", arguments: [
        ("feeds:\n  days: 0\n", "site/paperboy.yml:6:9: feeds.days: days must be from 1 to 366, got 0"),
        ("feeds:\n  max_entries: -1\n", "site/paperboy.yml:6:16: feeds.max_entries: max_entries must be from 1 to 100000, got -1"),
        ("feeds:\n  max_bytes: 1000\n", "site/paperboy.yml:6:14: feeds.max_bytes: max_bytes must be from 16384 to 67108864, got 1000"),
        ("feeds:\n  full_content: maybe\n", "site/paperboy.yml:6:17: feeds.full_content: expected true or false"),
        ("feeds:\n  limit: 10\n", #"site/paperboy.yml:6:3: feeds.limit: unknown key "limit" (expected one of: days, max_entries, max_bytes, full_content, per_section)"#),
        ("email:\n  enabeld: true\n", #"site/paperboy.yml:6:3: email.enabeld: unknown key "enabeld" (did you mean "enabled"? expected one of: enabled, from, to, subject, output)"#),
        ("email:\n  subject: \"{{day}} news\"\n", "site/paperboy.yml:6:12: email.subject: the subject may use {{title}} and {{date}}, not {{day}}"),
        ("email:\n  to: \"a@b\\r\\nBcc: x@y\"\n", "site/paperboy.yml:6:7: email.to: to must be one line without control characters"),
        ("email:\n  output: site/mail\n", "site/paperboy.yml:6:11: email.output: the e-mail folder must be outside the site's folder PLAYGROUND/site/site (a build replaces it), and not contain it"),
    ])
    func errors(yaml: String, expected: String) throws {
        let playground = try Playground()
        do {
            _ = try loader.load(Self.base + yaml, in: playground)
            Issue.record("expected an error")
        } catch let error as ConfigError {
            #expect(error.description == expected.replacingOccurrences(of: "PLAYGROUND", with: playground.url.standardizedFileURL.path))
        }
    }
}
