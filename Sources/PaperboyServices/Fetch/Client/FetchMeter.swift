import PaperboyModels

/// Collects one source's request records as they happen, failures included.
public actor FetchMeter {
    /// The records so far, in order.
    public private(set) var records: [RequestRecord] = []

    /// Creates an empty meter.
    public init() {}

    /// Adds a record.
    public func record(_ record: RequestRecord) {
        records.append(record)
    }
}
