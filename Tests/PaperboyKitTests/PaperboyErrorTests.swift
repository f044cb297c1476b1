import Foundation
import PaperboyModels
import Testing
@testable import PaperboyKit

/// One error protocol: whatever fails, the error says the step, the file or URL, and the line.
@Suite struct PaperboyErrorTests {
    private func failure(_ playground: Playground, _ config: URL, mode: SiteBuild.Mode = .render) async -> (any PaperboyError)? {
        let options = BuildOptions(doors: .testing, configFile: config, now: Date(timeIntervalSince1970: 0), currentDirectory: playground.url,
                                   fetch: FetchOptions(offline: true))
        do {
            _ = try await SiteBuild(options: options, mode: mode).run()
            return nil
        } catch {
            return error as? any PaperboyError
        }
    }

    @Test func aConfigErrorCarriesStepFileAndLine() async throws {
        let playground = try Playground()
        let config = try playground.write("paperboy.yml", "title: x\ntitel: typo\nsources: []\n")
        let error = try #require(await failure(playground, config))
        #expect(error.step == "load config")
        #expect(error.location?.place.hasSuffix("paperboy.yml") == true)
        #expect(error.location?.line == 2)
        #expect(error.cause is ConfigError)
        #expect(error.description.hasPrefix("load config: "))
    }

    @Test func aTemplateErrorCarriesStepFileLineAndColumn() async throws {
        let playground = try Playground()
        try playground.write("theme/day.html.mustache", "<p>\n  {{#items}}\n")
        let config = try playground.write("paperboy.yml", "templates: theme\nsources:\n  - name: a\n    url: https://example.invalid/x.xml\n")
        let error = try #require(await failure(playground, config))
        #expect(error.step == "load theme")
        #expect(error.location?.place.hasSuffix("theme/day.html.mustache") == true)
        #expect(error.location?.line != nil && error.location?.column != nil)
    }

    @Test func anArchiveErrorNamesTheArchive() async throws {
        let playground = try Playground()
        let config = try playground.write("paperboy.yml", "sources:\n  - name: a\n    url: https://example.invalid/x.xml\n")
        let error = try #require(await failure(playground, config, mode: .render))
        #expect(error.step == "open archive")
        #expect(error.location?.place.contains("data") == true)
        #expect(!error.reason.isEmpty)
    }

    @Test func locationsPrintAsFileLineColumn() {
        #expect(ErrorLocation("a.yml", line: 3, column: 7).description == "a.yml:3:7")
        #expect(ErrorLocation("a.yml", line: 3).description == "a.yml:3")
        #expect(ErrorLocation("https://x.example/feed").description == "https://x.example/feed")
    }
}
