import Foundation
import PaperboyKit
@testable import PaperboyServe
import Testing

/// `serve --date`: the same day `render --date` takes. A day more than one day ahead stops
/// `serve` before it listens; a day before the archive's first renders with a warning.
@Suite struct PreviewDateTests {
    @Test func aDayTooFarAheadIsRefusedBeforeServing() async throws {
        let project = try await ServeProject()
        var options = project.previewOptions()
        options.clock = { Date(timeIntervalSince1970: 1_732_795_200) }  // 2024-11-28 12:00 UTC
        options.build.day = DigestDay("2024-11-30")
        await #expect(throws: DigestDayError.self) { try await PreviewSession.start(options) }
        options.build.day = DigestDay("2024-11-29")
        let session = try await PreviewSession.start(options)
        await session.stop()
    }

    @Test func aDayBeforeTheArchiveRendersWithAWarning() async throws {
        let project = try await ServeProject()
        var options = project.previewOptions()
        options.build.day = DigestDay("2024-11-01")
        let messages = Messages()
        let session = try await PreviewSession.start(options) { messages.append($0) }
        await session.stop()
        #expect(messages.all.contains(.warning("--date 2024-11-01 is before the archive's first day, 2024-11-28: the archive has no such day, "
                                               + "so nothing is rendered for it; the front page stays 2024-11-28, the latest archived day")))
        #expect(try project.read("site/index.html").contains(#"<time datetime="2024-11-28">"#))
    }

    /// What a session logged.
    private final class Messages: @unchecked Sendable {
        private let lock = NSLock()
        private var list: [PreviewMessage] = []
        func append(_ message: PreviewMessage) { lock.withLock { list.append(message) } }
        var all: [PreviewMessage] { lock.withLock { list } }
    }
}
