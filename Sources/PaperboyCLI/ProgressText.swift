import Foundation
import PaperboyServices

/// The words of progress output: sizes, waits and what a source is doing.
enum ProgressText {
    /// `512 B`, `12.3 kB`, `4.1 MB` (decimal units).
    static func bytes(_ count: Int) -> String {
        if count < 1000 { return "\(count) B" }
        if count < 1_000_000 { return String(format: "%.1f kB", Double(count) / 1000) }
        return String(format: "%.1f MB", Double(count) / 1_000_000)
    }

    /// `3 s` (whole seconds, rounded up from a second on), `0.4 s` below one.
    static func seconds(_ value: TimeInterval) -> String {
        value >= 1 ? "\(Int(value.rounded(.up))) s" : String(format: "%.1f s", max(0, value))
    }

    /// `arXiv pacing`, `GitHub pacing`, `example.org pacing`.
    static func pacing(_ lane: String) -> String {
        switch lane {
        case "arxiv.org": "arXiv pacing"
        case "api.github.com": "GitHub pacing"
        default: "\(lane) pacing"
        }
    }

    /// What the event says the source is doing: `started`, `1.2 MB`, `waiting 3 s (arXiv pacing)`,
    /// `retry 2 in 5 s (HTTP 503)`.
    static func activity(_ kind: FetchEvent.Kind) -> String {
        switch kind {
        case .started: "started"
        case .receiving(let count): bytes(count)
        case let .pacing(wait, lane): "waiting \(seconds(wait)) (\(pacing(lane)))"
        case let .retrying(retry, wait, problem): "retry \(retry) in \(seconds(wait)) (\(problem))"
        }
    }

    /// `text` cut to `width` characters, ending in `…` when cut.
    static func fit(_ text: String, width: Int) -> String {
        guard width > 1, text.count > width else { return text }
        return String(text.prefix(width - 1)) + "\u{2026}"
    }
}
