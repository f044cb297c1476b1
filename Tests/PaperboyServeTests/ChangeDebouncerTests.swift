import Foundation
@testable import PaperboyServe
import Testing

@Suite struct ChangeDebouncerTests {
    private func snapshot(_ sizes: [String: UInt64]) -> FileSnapshot {
        FileSnapshot(stamps: sizes.mapValues { FileSnapshot.Stamp(size: $0, modified: Date(timeIntervalSince1970: 0), inode: 1) })
    }

    @Test("a burst of changes renders once, after one quiet poll, naming every changed file")
    func burst() {
        var debouncer = ChangeDebouncer(settled: snapshot(["a": 1, "b": 1]))
        #expect(debouncer.observe(snapshot(["a": 1, "b": 1])) == nil)
        #expect(debouncer.observe(snapshot(["a": 2, "b": 1])) == nil)
        #expect(debouncer.observe(snapshot(["a": 3, "b": 2])) == nil)
        #expect(debouncer.observe(snapshot(["a": 3, "b": 2, "c": 1])) == nil)
        #expect(debouncer.observe(snapshot(["a": 3, "b": 2, "c": 1])) == ["a", "b", "c"])
        #expect(debouncer.observe(snapshot(["a": 3, "b": 2, "c": 1])) == nil)
    }

    @Test("a change undone before it settled renders nothing; a removal is a change")
    func undone() {
        var debouncer = ChangeDebouncer(settled: snapshot(["a": 1, "b": 1]))
        #expect(debouncer.observe(snapshot(["a": 2, "b": 1])) == nil)
        #expect(debouncer.observe(snapshot(["a": 1, "b": 1])) == nil)
        #expect(debouncer.observe(snapshot(["a": 1, "b": 1])) == nil)
        #expect(debouncer.observe(snapshot(["a": 1])) == nil)
        #expect(debouncer.observe(snapshot(["a": 1])) == ["b"])
    }

    @Test("snapshots see files in watched folders, skip hidden names and missing paths")
    func snapshots() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("paperboy-snap-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("data/days"), withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: root.appendingPathComponent("data/days/2024-11-28.json"))
        try Data("1".utf8).write(to: root.appendingPathComponent("data/.lock"))
        try Data("t".utf8).write(to: root.appendingPathComponent("paperboy.yml"))
        let before = FileSnapshot.take(of: [root.appendingPathComponent("paperboy.yml"), root.appendingPathComponent("data"),
                                            root.appendingPathComponent("about.md")])
        #expect(before.stamps.keys.map { URL(fileURLWithPath: $0).lastPathComponent }.sorted() == ["2024-11-28.json", "paperboy.yml"])
        try Data("22".utf8).write(to: root.appendingPathComponent("data/.lock"))
        try Data("{ }".utf8).write(to: root.appendingPathComponent("data/days/2024-11-28.json"))
        let after = FileSnapshot.take(of: [root.appendingPathComponent("paperboy.yml"), root.appendingPathComponent("data")])
        #expect(after.changes(since: before) == [root.appendingPathComponent("data/days/2024-11-28.json").path])
    }
}
