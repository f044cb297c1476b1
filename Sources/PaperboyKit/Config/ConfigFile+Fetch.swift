extension ConfigFile {
    /// The `fetch:` block.
    struct Fetch: Decodable {
        var userAgent: String?
        var timeout: Double?
        var retries: Int?
        var budgetSeconds: Double?
        var maxBytes: Int?
        var maxRedirects: Int?
        var pacing: [String: Double]?
        var endpoints: Endpoints?
        var backfillDays: Int?
        var arxivHolidays: [String]?
        var requestDeadline: Double?
        var maxEntries: Int?

        enum CodingKeys: String, CodingKey, CaseIterable {
            case userAgent = "user_agent"
            case timeout, retries
            case budgetSeconds = "budget_seconds"
            case maxBytes = "max_bytes"
            case maxRedirects = "max_redirects"
            case pacing, endpoints
            case backfillDays = "backfill_days"
            case arxivHolidays = "arxiv_holidays"
            case requestDeadline = "request_deadline"
            case maxEntries = "max_entries"
        }

        init(from decoder: any Decoder) throws {
            try decoder.rejectUnknownKeys(CodingKeys.self)
            let c = try decoder.container(keyedBy: CodingKeys.self)
            userAgent = try c.decodeIfPresent(String.self, forKey: .userAgent)
            timeout = try c.decodeIfPresent(Double.self, forKey: .timeout)
            retries = try c.decodeIfPresent(Int.self, forKey: .retries)
            budgetSeconds = try c.decodeIfPresent(Double.self, forKey: .budgetSeconds)
            maxBytes = try c.decodeIfPresent(Int.self, forKey: .maxBytes)
            maxRedirects = try c.decodeIfPresent(Int.self, forKey: .maxRedirects)
            pacing = try c.decodeIfPresent([String: Double].self, forKey: .pacing)
            endpoints = try c.decodeIfPresent(Endpoints.self, forKey: .endpoints)
            backfillDays = try c.decodeIfPresent(Int.self, forKey: .backfillDays)
            arxivHolidays = try c.decodeIfPresent([String].self, forKey: .arxivHolidays)
            requestDeadline = try c.decodeIfPresent(Double.self, forKey: .requestDeadline)
            maxEntries = try c.decodeIfPresent(Int.self, forKey: .maxEntries)
        }
    }

    /// `fetch.endpoints:`: where the arXiv and GitHub sources send their requests.
    struct Endpoints: Decodable {
        var arxivRSS: String?
        var arxivAPI: String?
        var gitHubAPI: String?

        enum CodingKeys: String, CodingKey, CaseIterable {
            case arxivRSS = "arxiv_rss"
            case arxivAPI = "arxiv_api"
            case gitHubAPI = "github_api"
        }

        init(from decoder: any Decoder) throws {
            try decoder.rejectUnknownKeys(CodingKeys.self)
            let c = try decoder.container(keyedBy: CodingKeys.self)
            arxivRSS = try c.decodeIfPresent(String.self, forKey: .arxivRSS)
            arxivAPI = try c.decodeIfPresent(String.self, forKey: .arxivAPI)
            gitHubAPI = try c.decodeIfPresent(String.self, forKey: .gitHubAPI)
        }
    }
}
