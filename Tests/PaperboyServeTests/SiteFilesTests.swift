import Foundation
@testable import PaperboyServe
import Testing

@Suite struct SiteFilesTests {
    /// `root/site` with pages, a file beside the site, and links inside and out of it.
    final class Tree {
        let root: URL
        var site: URL { root.appendingPathComponent("site") }

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("paperboy-files-\(UUID().uuidString)")
            for (path, text) in [("site/index.html", "home"), ("site/2024/11/28/index.html", "day"), ("site/a b.html", "space"),
                                 ("site/404.html", "lost"), ("site/empty/.keep", ""), ("secret.txt", "no")] {
                let file = root.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: file)
            }
            let manager = FileManager.default
            try manager.createSymbolicLink(atPath: site.appendingPathComponent("out").path, withDestinationPath: root.path)
            try manager.createSymbolicLink(atPath: site.appendingPathComponent("secret.txt").path, withDestinationPath: root.appendingPathComponent("secret.txt").path)
            try manager.createSymbolicLink(atPath: site.appendingPathComponent("latest").path, withDestinationPath: "2024/11/28")
        }

        deinit { try? FileManager.default.removeItem(at: root) }
    }

    @Test("paths resolve to files inside the site, folders to their index.html", arguments: [
        ("/", "index.html"),
        ("/index.html", "index.html"),
        ("/2024/11/28/", "2024/11/28/index.html"),
        ("/2024//11/./28/index.html", "2024/11/28/index.html"),
        ("/a%20b.html", "a b.html"),
        ("/latest/", "2024/11/28/index.html"),
    ])
    func files(path: String, expected: String) throws {
        let tree = try Tree()
        let base = tree.site.resolvingSymlinksInPath()
        #expect(SiteFiles(root: tree.site).resolve(path) == .file(base.appendingPathComponent(expected)))
    }

    @Test("every way out of the folder is forbidden", arguments: [
        "/../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E/secret.txt", "/2024/%2e%2e/%2e%2e/../secret.txt",
        "/..%2fsecret.txt", "/out/secret.txt", "/secret.txt", "/out/", "/a%00b", "/..%5csecret.txt",
    ])
    func forbidden(path: String) throws {
        let tree = try Tree()
        #expect(SiteFiles(root: tree.site).resolve(path) == .forbidden)
    }

    @Test("a folder without its slash redirects; missing things are not found; odd targets are bad requests")
    func others() throws {
        let tree = try Tree()
        let files = SiteFiles(root: tree.site)
        #expect(files.resolve("/2024/11/28") == .redirect("/2024/11/28/"))
        #expect(files.resolve("/nothing.html") == .notFound)
        #expect(files.resolve("/empty/") == .notFound)
        #expect(files.resolve("index.html") == .badRequest)
        #expect(files.resolve("/%zz") == .badRequest)
        #expect(files.notFoundPage == tree.site.resolvingSymlinksInPath().appendingPathComponent("404.html"))
    }
}
