import Foundation
import Testing
@testable import PaperboyStore

@Suite struct SitePathCheckTests {
    @Test(arguments: ["", "/etc/passwd", "a//b", "a/./b", "../x", "a/..", "a/b/", ".", "..", "a\\b", "a\0b", ".paperboy"])
    func refuses(_ path: String) {
        #expect(throws: StoreError.self) { try SiteWriter.checkPath(path) }
    }

    @Test(arguments: ["index.html", "a/.../b", "...", ".well-known/x.txt", "a.b/c.d", "items/2411.00001/index.html", "..a/b..", "é/ü.html"])
    func accepts(_ path: String) throws {
        try SiteWriter.checkPath(path)
    }
}
