import Testing
import PaperboyModels
@testable import PaperboyControllers

@Suite struct RepositoryStageTests {
    let items = [
        TestItems.repo("a/swift-big", language: "Swift", topics: ["swiftui", "ios"], stars: 5000, license: "MIT"),
        TestItems.repo("b/rust-small", language: "Rust", topics: ["cli"], stars: 12, license: "Apache-2.0"),
        TestItems.repo("c/fork", language: "Swift", stars: 900, isFork: true),
        TestItems.repo("d/old", language: "swift", topics: ["SwiftUI"], stars: 300, isArchived: true),
        TestItems.paper("2411.00001"),
    ]

    @Test func minimumStars() throws {
        let kept = try TestItems.run(MinimumStars(300), items)
        #expect(kept.map(\.item.id) == ["github:a/swift-big", "github:c/fork", "github:d/old", "arxiv:2411.00001"])
        #expect(kept[0].entry.reasons.map(\.label) == ["5000 stars (at least 300)"])
    }

    @Test func languagesTopicsAndLicencesIgnoreCase() throws {
        #expect(try TestItems.kept(RepositoryValueFilter(.language, ["SWIFT"]), items)
                == ["github:a/swift-big", "github:c/fork", "github:d/old", "arxiv:2411.00001"])
        let topics = try TestItems.run(RepositoryValueFilter(.topic, ["swiftui", "cli"]), items)
        #expect(topics.map(\.item.id) == ["github:a/swift-big", "github:b/rust-small", "github:d/old", "arxiv:2411.00001"])
        #expect(topics[2].entry.reasons.map(\.label) == ["topic SwiftUI"])
        let licences = try TestItems.run(RepositoryValueFilter(.license, ["mit"]), items)
        #expect(licences.map(\.item.id) == ["github:a/swift-big", "arxiv:2411.00001"])
        #expect(licences[0].entry.reasons.map(\.label) == ["licence MIT"])
    }

    @Test func forksAndArchived() throws {
        #expect(try TestItems.kept(RepositoryFlagFilter(excluding: .fork), items)
                == ["github:a/swift-big", "github:b/rust-small", "github:d/old", "arxiv:2411.00001"])
        #expect(try TestItems.kept(RepositoryFlagFilter(excluding: .archived), items)
                == ["github:a/swift-big", "github:b/rust-small", "github:c/fork", "arxiv:2411.00001"])
    }
}
