/// Where progress text goes: stderr for the command, a buffer for tests.
protocol ProgressSink: Sendable {
    /// Writes `text` as it is (a line ends in `\n`; a terminal update starts with `\r`).
    func write(_ text: String)
}
