import Foundation
import Testing
@testable import PaperboyKit

/// The example configs stay valid.
@Suite struct ExampleConfigTests {
    @Test("example configs load", arguments: ["paperboy.yml", "online.yml"])
    func exampleConfigsLoad(name: String) throws {
        let examples = ExampleUpstream.examples
        let config = try PaperboyConfig.load(from: examples.appendingPathComponent(name), currentDirectory: examples, fileSystem: .disk)
        #expect(config.sources.count == 4)
    }
}
