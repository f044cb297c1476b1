import Foundation
import PaperboyKit
import PaperboyServices

/// Shows a run's progress on stderr.
///
/// On a terminal: one line rewritten in place with the step, the sources done and
/// running, and what the latest one is doing (bytes so far, a pacing wait, a retry),
/// redrawn at most ten times a second for bytes. Elsewhere (a pipe, or `CI` set):
/// plain lines, never a carriage return: one when a source starts and one when it
/// finishes, one per pacing wait of half a second or more and one per retry, plus
/// one per step with `--verbose`. Nothing with `--quiet`.
final class Progress: @unchecked Sendable {
    enum Style { case silent, lines, verboseLines, terminal }

    /// The shortest time between two in-place redraws caused by bytes arriving.
    static let redrawInterval: TimeInterval = 0.1
    /// Pacing waits shorter than this get no line of their own.
    static let shortestWaitShown: TimeInterval = 0.5

    let style: Style
    private let sink: any ProgressSink
    private let width: Int
    private let now: @Sendable () -> Date
    private let lock = NSLock()
    private var shown = false
    private var step = ""
    private var finished = 0
    private var running: [String: String] = [:]
    private var latest: String?
    private var lastDraw: Date?

    init(style: Style, sink: any ProgressSink = StandardErrorSink(), width: Int = Progress.terminalWidth(),
         now: @escaping @Sendable () -> Date = { Date() }) {
        self.style = style
        self.sink = sink
        self.width = width
        self.now = now
    }

    /// `.terminal` when stderr is a terminal and `CI` is not set; else `.lines`.
    static func defaultStyle(environment: [String: String] = ProcessInfo.processInfo.environment,
                             isTerminal: Bool = isatty(STDERR_FILENO) == 1) -> Style {
        let ci = environment["CI"].map { !$0.isEmpty && $0 != "0" && $0.lowercased() != "false" } ?? false
        return isTerminal && !ci ? .terminal : .lines
    }

    /// Shows one `[i/n] step` line; the count of sources done starts again with each step.
    func step(_ line: String) {
        lock.withLock {
            step = line
            finished = 0
            switch style {
            case .silent, .lines: return
            case .verboseLines: sink.write("paperboy: \(line)\n")
            case .terminal: draw(force: true)
            }
        }
    }

    /// Shows what a source is doing.
    func event(_ event: FetchEvent) {
        lock.withLock {
            switch style {
            case .silent: return
            case .lines, .verboseLines:
                switch event.kind {
                case .receiving: return
                case .pacing(let wait, _) where wait < Self.shortestWaitShown: return
                default: sink.write("paperboy: \(event.source): \(ProgressText.activity(event.kind))\n")
                }
            case .terminal:
                running[event.source] = ProgressText.activity(event.kind)
                latest = event.source
                switch event.kind {
                case .started, .receiving: draw(force: false)
                case .pacing, .retrying: draw(force: true)
                }
            }
        }
    }

    /// Shows a finished source: status, items, requests, pacing waits (the table at the end says why one failed).
    func source(_ report: SourceReport) {
        lock.withLock {
            finished += 1
            running[report.name] = nil
            var text = "\(report.name): \(report.status.rawValue), \(report.items) item\(report.items == 1 ? "" : "s")"
            text += ", \(report.requestCount) request\(report.requestCount == 1 ? "" : "s")"
            if report.pacingWait >= Self.shortestWaitShown { text += String(format: ", waited %.0f s for pacing", report.pacingWait) }
            switch style {
            case .silent: return
            case .lines, .verboseLines: sink.write("paperboy: \(text)\n")
            case .terminal:
                if latest == report.name { latest = running.keys.sorted().first }
                draw(force: true, finishedText: text)
            }
        }
    }

    /// Clears the terminal line.
    func finish() {
        lock.withLock {
            if style == .terminal, shown { sink.write("\r\u{1B}[2K") }
            shown = false
        }
    }

    /// Rewrites the terminal line: the step, sources done and running, and the latest source's
    /// activity (or the source that just finished). Unforced redraws wait out ``redrawInterval``.
    private func draw(force: Bool, finishedText: String? = nil) {
        let time = now()
        if !force, let lastDraw, time.timeIntervalSince(lastDraw) < Self.redrawInterval { return }
        lastDraw = time
        var text = step
        if finished > 0 || !running.isEmpty {
            text += ": \(finished) done" + (running.isEmpty ? "" : ", \(running.count) running")
            if let finishedText {
                text += " \u{2014} \(finishedText)"
            } else if let latest, let activity = running[latest] {
                text += " \u{2014} \(latest): \(activity)"
            }
        }
        sink.write("\r\u{1B}[2K" + ProgressText.fit(text, width: width - 1))
        shown = true
    }

    /// The terminal's width in columns (80 when it cannot be told).
    static func terminalWidth() -> Int {
        var size = winsize()
        guard ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }
}
