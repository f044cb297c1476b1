import Foundation
import PaperboyKit

/// Shows a run's progress on stderr. On a terminal: one line rewritten in place
/// (the step, then each source as it finishes). Elsewhere (a pipe, or `CI` set):
/// plain lines, one per finished source, plus one per step with `--verbose`.
/// Nothing with `--quiet`.
final class Progress: @unchecked Sendable {
    enum Style { case silent, lines, verboseLines, terminal }

    let style: Style
    private let lock = NSLock()
    private var shown = false
    private var step = ""
    private var finished = 0

    init(style: Style) { self.style = style }

    /// `.terminal` when stderr is a terminal and `CI` is not set; else `.lines`.
    static func defaultStyle(environment: [String: String] = ProcessInfo.processInfo.environment) -> Style {
        let ci = environment["CI"].map { !$0.isEmpty && $0 != "0" && $0.lowercased() != "false" } ?? false
        return isatty(STDERR_FILENO) == 1 && !ci ? .terminal : .lines
    }

    /// Shows one `[i/n] step` line.
    func step(_ line: String) {
        lock.withLock {
            step = line
            switch style {
            case .silent, .lines: return
            case .verboseLines: write("paperboy: \(line)\n")
            case .terminal:
                write("\r\u{1B}[2K\(line)…")
                shown = true
            }
        }
    }

    /// Shows a finished source: status, items, requests, pacing waits (the table at the end says why one failed).
    func source(_ report: SourceReport) {
        lock.withLock {
            finished += 1
            var text = "\(report.name): \(report.status.rawValue), \(report.items) item\(report.items == 1 ? "" : "s")"
            text += ", \(report.requestCount) request\(report.requestCount == 1 ? "" : "s")"
            if report.pacingWait >= 0.5 { text += String(format: ", waited %.0f s for pacing", report.pacingWait) }
            switch style {
            case .silent: return
            case .lines, .verboseLines: write("paperboy: \(text)\n")
            case .terminal:
                write("\r\u{1B}[2K\(step): \(finished) done — \(text)")
                shown = true
            }
        }
    }

    /// Clears the terminal line.
    func finish() {
        lock.withLock {
            if style == .terminal, shown { write("\r\u{1B}[2K") }
            shown = false
        }
    }

    private func write(_ text: String) { FileHandle.standardError.write(Data(text.utf8)) }
}
