import Foundation
import PaperboyFileSystem
import PaperboyModels
@testable import PaperboyStore

/// A temporary folder a test builds, removed when released.
final class TempFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("paperboy-store-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    var data: URL { url.appendingPathComponent("data") }

    /// Every file under `data/` with its bytes, keyed by relative path (the lock left out).
    func snapshot() throws -> [String: Data] {
        var result: [String: Data] = [:]
        for path in try FileSystem.disk.list(data) where path != ".lock" {
            result[path] = try Data(contentsOf: data.appendingPathComponent(path))
        }
        return result
    }

    func text(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: data.appendingPathComponent(path)), as: UTF8.self)
    }

    func write(_ path: String, _ text: String) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    func read(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: url.appendingPathComponent(path)), as: UTF8.self)
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: url.appendingPathComponent(path).path)
    }

    func list(_ path: String = "") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.appendingPathComponent(path).path).sorted()
    }
}

/// Items and batches for the store tests.
enum StoreFixtures {
    static let monday = DigestDay("2024-11-25")!
    static let tuesday = DigestDay("2024-11-26")!
    static let wednesday = DigestDay("2024-11-27")!
    static let saturday = DigestDay("2024-11-30")!

    /// 2024-11-25T10:00:00Z.
    static let mondayMorning = Date(timeIntervalSince1970: 1_732_528_800)

    static func paper(_ id: String, version: Int = 1, title: String = "A paper", comment: String? = nil,
                      announce: AnnounceType? = .new) -> Item {
        let arxivID = ArxivID(id)!
        return Item(id: "arxiv:" + arxivID.value, kind: .paper, title: title, summary: "Abstract of \(id).",
                    authors: [Author(name: "Ada Lovelace")], updated: mondayMorning, categories: ["cs.LG"],
                    paper: Paper(arxivID: arxivID, version: version, primaryCategory: "cs.LG", comment: comment, announceType: announce))
    }

    static func repo(_ fullName: String, stars: Int) -> Item {
        Item(id: "github:" + fullName.lowercased(), kind: .repository, title: fullName,
             repository: Repository(fullName: fullName, owner: String(fullName.split(separator: "/")[0]), stars: stars))
    }

    static func listing(_ items: [Item], name: String = "listing") -> SourceHarvest {
        SourceHarvest(source: DigestSource(name: name, format: "arxiv-listing", itemCount: items.count,
                                          announcement: items.isEmpty ? .noAnnouncement : .announced), items: items)
    }

    static func feed(_ items: [Item], name: String) -> SourceHarvest {
        SourceHarvest(source: DigestSource(name: name, format: "atom", itemCount: items.count), items: items)
    }
}
