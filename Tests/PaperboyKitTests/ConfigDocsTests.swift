import Foundation
@testable import PaperboyKit
import Testing

/// docs/configuration.md documents every key the config decoder accepts, and no other.
@Suite struct ConfigDocsTests {
    static let page = Playground.templates.deletingLastPathComponent().appendingPathComponent("docs/configuration.md")

    /// The first column of each table, by the `## ` heading above it.
    static func documentedKeys() throws -> [String: [String]] {
        var keys: [String: [String]] = [:]
        var heading = ""
        for line in try String(contentsOf: page, encoding: .utf8).split(separator: "\n") {
            if line.hasPrefix("## ") { heading = String(line.dropFirst(3)) }
            guard line.hasPrefix("| `"), let end = line.dropFirst(3).firstIndex(of: "`") else { continue }
            keys[heading, default: []].append(String(line[line.index(line.startIndex, offsetBy: 3)..<end]))
        }
        return keys
    }

    @Test("every key in the decoder is documented, and every documented key exists")
    func keysMatch() throws {
        let decoded: [String: [String]] = [
            "Top level": ConfigFile.CodingKeys.allCases.map(\.stringValue),
            "sources[]": ConfigFile.Source.CodingKeys.allCases.map(\.stringValue),
            "sections[]": ConfigFile.Section.CodingKeys.allCases.map(\.stringValue),
            "highlights[]": ConfigFile.Highlight.CodingKeys.allCases.map(\.stringValue),
            "fetch": ConfigFile.Fetch.CodingKeys.allCases.map(\.stringValue),
            "library": ConfigFile.Library.CodingKeys.allCases.map(\.stringValue),
            "item_pages": ConfigFile.ItemPages.CodingKeys.allCases.map(\.stringValue),
            "fetch.endpoints": ConfigFile.Endpoints.CodingKeys.allCases.map(\.stringValue),
            "feeds": ConfigFile.Feeds.CodingKeys.allCases.map(\.stringValue),
            "email": ConfigFile.Email.CodingKeys.allCases.map(\.stringValue),
            "summaries": ConfigFile.Summaries.CodingKeys.allCases.map(\.stringValue),
            "summaries.tldr": ConfigFile.TLDR.CodingKeys.allCases.map(\.stringValue),
        ]
        let documented = try Self.documentedKeys()
        #expect(documented.keys.sorted() == decoded.keys.sorted())
        for (block, keys) in decoded {
            #expect(documented[block]?.sorted() == keys.sorted(), "\(block)")
        }
    }
}
