import Foundation

/// How the last render went, as the pages served now show it.
actor RenderStatus {
    /// The last render's error on one line, or nil when it went well.
    private(set) var failure: String?
    /// Bumped whenever ``failure`` changes, so HTML validators change with the banner.
    private(set) var generation = 0
    /// When ``failure`` last changed.
    private(set) var changed: Date?

    /// Records a render's outcome: nil for success, else its error's message.
    func record(failure newValue: String?, at date: Date) {
        guard newValue != failure else { return }
        failure = newValue
        generation += 1
        changed = date
    }

    /// What an HTML response depends on besides its file: the tag for its `ETag`, the date for its `Last-Modified`, the banner text.
    var snapshot: (variant: String, date: Date?, failure: String?) {
        ("r\(generation)", changed, failure)
    }
}
