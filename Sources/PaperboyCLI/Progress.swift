import Foundation

/// Shows a run's steps on stderr: one line rewritten in place on a terminal, plain
/// lines with `--verbose` (and in CI, where a terminal's control characters would
/// clutter the log), nothing with `--quiet`.
final class Progress: @unchecked Sendable {
    enum Style { case silent, lines, terminal }

    let style: Style
    private var shown = false

    init(style: Style) { self.style = style }

    /// `.terminal` when stderr is a terminal and `CI` is not set; else `.silent`
    /// (the run report table and summary on stdout say what happened).
    static func defaultStyle(environment: [String: String] = ProcessInfo.processInfo.environment) -> Style {
        let ci = environment["CI"].map { !$0.isEmpty && $0 != "0" && $0.lowercased() != "false" } ?? false
        return isatty(STDERR_FILENO) == 1 && !ci ? .terminal : .silent
    }

    /// Shows one `[i/n] step` line.
    func step(_ line: String) {
        switch style {
        case .silent: return
        case .lines: write("paperboy: \(line)\n")
        case .terminal:
            write("\r\u{1B}[2K\(line)…")
            shown = true
        }
    }

    /// Clears the terminal line.
    func finish() {
        if style == .terminal, shown { write("\r\u{1B}[2K") }
        shown = false
    }

    private func write(_ text: String) { FileHandle.standardError.write(Data(text.utf8)) }
}
