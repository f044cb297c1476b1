/// Turns a series of snapshots, one a poll, into render decisions: a change is acted on once
/// the files have stopped changing for one whole poll, so a burst of saves (an editor writing a
/// file in steps, `git checkout`, a fetch filing many days) makes one render, not one per file.
struct ChangeDebouncer {
    /// What the last render (or the start) saw.
    private(set) var settled: FileSnapshot
    /// A change seen but not yet quiet for one poll.
    private var pending: FileSnapshot?

    /// Starts from what is on disk now.
    init(settled: FileSnapshot) {
        self.settled = settled
    }

    /// Takes this poll's snapshot; returns the changed paths when it is time to render, else nil.
    mutating func observe(_ now: FileSnapshot) -> [String]? {
        guard let pending else {
            if now != settled { self.pending = now }
            return nil
        }
        guard now == pending else {
            self.pending = now
            return nil
        }
        self.pending = nil
        let changed = now.changes(since: settled)
        settled = now
        return changed.isEmpty ? nil : changed
    }
}
