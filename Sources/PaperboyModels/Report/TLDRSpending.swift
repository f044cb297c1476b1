/// What a run did about TL;DRs for its digest day: what it found, sent and spent, and what is
/// left of the day's budget. In `report.json` under `tldrs` and on the terminal.
public struct TLDRSpending: Codable, Hashable, Sendable {
    /// The model asked.
    public var model: String
    /// Items that get a TL;DR (the top of each section).
    public var wanted: Int
    /// Found in the archive: no request.
    public var cached: Int
    /// Written this run.
    public var written: Int
    /// Missed this run (a failure, the deadline or the budget): their key sentence stands in.
    public var missed: Int
    /// Requests sent this run, retries included.
    public var requests: Int
    /// Tokens spent this run, as the endpoint counted them.
    public var tokens: Int
    /// Requests the digest day may still send.
    public var requestsLeft: Int
    /// Tokens the digest day may still spend.
    public var tokensLeft: Int
    /// One line per missed item: `arxiv:2411.01234: out of budget (max_requests)`.
    public var failures: [String]
    /// A dry run's requests, one line each: `arxiv:2411.01234 (about 420 tokens): Title`; empty after a real run.
    public var planned: [String] = []

    /// Creates a record.
    public init(model: String, wanted: Int = 0, cached: Int = 0, written: Int = 0, missed: Int = 0, requests: Int = 0, tokens: Int = 0,
                requestsLeft: Int = 0, tokensLeft: Int = 0, failures: [String] = []) {
        self.model = model
        self.wanted = wanted
        self.cached = cached
        self.written = written
        self.missed = missed
        self.requests = requests
        self.tokens = tokens
        self.requestsLeft = requestsLeft
        self.tokensLeft = tokensLeft
        self.failures = failures
    }

    /// One warning per missed item, as the terminal prints it.
    public var warnings: [String] { failures.map { "TL;DR missed, key sentence shown: \($0)" } }

    /// `TL;DRs (gpt-4o-mini): 5 written, 3 cached, 1 missed; 6 requests, 2,310 tokens; left today: 34 requests, 37,690 tokens`.
    public var line: String {
        "TL;DRs (\(model)): \(written) written, \(cached) cached, \(missed) missed; \(requests) requests, \(tokens) tokens;"
            + " left today: \(requestsLeft) requests, \(tokensLeft) tokens"
    }
}
