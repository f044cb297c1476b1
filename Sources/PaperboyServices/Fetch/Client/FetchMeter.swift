import PaperboyModels

/// Collects one source's request records as they happen, failures included, and
/// tells its listener, if any, what the source is doing (``FetchEvent``).
public actor FetchMeter {
    /// The records so far, in order.
    public private(set) var records: [RequestRecord] = []
    /// The source's name, for events.
    public nonisolated let source: String
    private nonisolated let listener: (@Sendable (FetchEvent) -> Void)?

    /// Creates an empty meter.
    /// - Parameters:
    ///   - source: The source's name, put on every event.
    ///   - listener: Called with each event, on whatever task the event happens.
    public init(source: String = "", listener: (@Sendable (FetchEvent) -> Void)? = nil) {
        self.source = source
        self.listener = listener
    }

    /// Adds a record.
    public func record(_ record: RequestRecord) {
        records.append(record)
    }

    /// True when someone listens for events.
    public nonisolated var isObserved: Bool { listener != nil }

    /// Tells the listener, if any, what the source is doing.
    public nonisolated func tell(_ kind: FetchEvent.Kind) {
        listener?(FetchEvent(source: source, kind: kind))
    }
}
