import Foundation
import Testing
@testable import PaperboyKit

@Suite struct ItemPagesConfigTests {
    static let base = "templates: theme\nsources:\n  - name: a\n    path: feeds/a.xml\n"

    private func load(_ yaml: String, in playground: Playground) throws -> PaperboyConfig {
        try playground.loadConfig(yaml)
    }

    @Test func defaultsAreOffFiveRelatedAndThirtyDays() throws {
        let playground = try Playground()
        #expect(try load(Self.base, in: playground).itemPages == ItemPagesConfig(enabled: false, related: 5, days: 30))
        #expect(try load(Self.base + "item_pages:\n  enabled: true\n", in: playground).itemPages == ItemPagesConfig(enabled: true, related: 5))
        #expect(try load(Self.base + "item_pages:\n  enabled: true\n  days: 30\n", in: playground).itemPages.days == 30)
        #expect(try load(Self.base + "item_pages:\n  enabled: true\n  related: 0\n", in: playground).itemPages.related == 0)
    }

    @Test("errors name the file, line, column and key", arguments: [
        (base + "item_pages:\n  enabled: true\n  relatd: 3\n",
         #"site/paperboy.yml:7:3: item_pages.relatd: unknown key "relatd" (did you mean "related"? expected one of: enabled, related, days)"#),
        (base + "item_pages:\n  related: 51\n",
         "site/paperboy.yml:6:12: item_pages.related: related must be between 0 and 50, got 51"),
        (base + "item_pages:\n  related: -1\n",
         "site/paperboy.yml:6:12: item_pages.related: related must be between 0 and 50, got -1"),
        (base + "item_pages:\n  days: -3\n",
         "site/paperboy.yml:6:9: item_pages.days: days must be 0 (every day) or more, got -3"),
        (base + "item_pages:\n  enabled: sometimes\n",
         "site/paperboy.yml:6:12: item_pages.enabled: expected true or false"),
    ])
    func errors(yaml: String, expected: String) throws {
        let playground = try Playground()
        do {
            _ = try load(yaml, in: playground)
            Issue.record("expected an error")
        } catch let error as ConfigError {
            #expect(error.description == expected)
        }
    }
}
