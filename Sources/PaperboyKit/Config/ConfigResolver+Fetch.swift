import Foundation
import PaperboyModels

extension ConfigResolver {
    /// The `fetch:` block with its defaults.
    func resolveFetch(_ raw: ConfigFile.Fetch?) throws -> FetchConfig {
        var fetch = FetchConfig()
        guard let raw else { return fetch }
        let path = ConfigPath().appending("fetch")
        fetch.userAgent = try nonEmpty(raw.userAgent, at: path.appending("user_agent"))
        fetch.timeout = try positive(raw.timeout, "timeout", at: path) ?? fetch.timeout
        fetch.budgetSeconds = try positive(raw.budgetSeconds, "budget_seconds", at: path) ?? fetch.budgetSeconds
        fetch.requestDeadline = try positive(raw.requestDeadline, "request_deadline", at: path) ?? fetch.requestDeadline
        if let entries = raw.maxEntries {
            guard entries >= 1 else { throw ConfigIssue(path.appending("max_entries"), "max_entries must be at least 1, got \(entries)") }
            fetch.maxEntries = entries
        }
        if let retries = raw.retries {
            guard (0...20).contains(retries) else { throw ConfigIssue(path.appending("retries"), "retries must be from 0 to 20, got \(retries)") }
            fetch.retries = retries
        }
        if let bytes = raw.maxBytes {
            guard bytes >= 1024 else { throw ConfigIssue(path.appending("max_bytes"), "max_bytes must be at least 1024, got \(bytes)") }
            fetch.maxBytes = bytes
        }
        if let redirects = raw.maxRedirects {
            guard (0...20).contains(redirects) else { throw ConfigIssue(path.appending("max_redirects"), "max_redirects must be from 0 to 20, got \(redirects)") }
            fetch.maxRedirects = redirects
        }
        for (host, seconds) in raw.pacing ?? [:] {
            guard seconds >= 0, seconds <= 3600 else {
                throw ConfigIssue(path.appending("pacing").appending(host), "pacing is seconds between requests, from 0 to 3600, got \(seconds)")
            }
            guard !host.isEmpty, !host.contains("/") else {
                throw ConfigIssue(path.appending("pacing").appending(host), "pacing keys are host names or host:port, like export.arxiv.org", target: .key)
            }
            fetch.pacing[host.lowercased()] = seconds
        }
        if let days = raw.backfillDays {
            guard (0...60).contains(days) else { throw ConfigIssue(path.appending("backfill_days"), "backfill_days must be from 0 to 60, got \(days)") }
            fetch.backfillDays = days
        }
        for (i, text) in (raw.arxivHolidays ?? []).enumerated() {
            guard let day = DigestDay(text) else {
                throw ConfigIssue(path.appending("arxiv_holidays").appending(i), "arxiv_holidays lists dates written YYYY-MM-DD, got \"\(text)\"")
            }
            fetch.arxivHolidays.insert(day)
        }
        if let endpoints = raw.endpoints {
            let at = path.appending("endpoints")
            fetch.arxivRSS = try endpoint(endpoints.arxivRSS, "arxiv_rss", at: at) ?? fetch.arxivRSS
            fetch.arxivAPI = try endpoint(endpoints.arxivAPI, "arxiv_api", at: at) ?? fetch.arxivAPI
            fetch.gitHubAPI = try endpoint(endpoints.gitHubAPI, "github_api", at: at) ?? fetch.gitHubAPI
        }
        return fetch
    }

    /// `cache:` relative to the config file, default `.paperboy-cache` beside it.
    func resolveCache(_ text: String?, folder: URL) throws -> URL {
        let value = try nonEmpty(text, at: ConfigPath().appending("cache")) ?? ".paperboy-cache"
        return URL(fileURLWithPath: value, relativeTo: folder).standardizedFileURL
    }

    private func positive(_ value: Double?, _ key: String, at path: ConfigPath) throws -> Double? {
        guard let value else { return nil }
        guard value > 0, value.isFinite else { throw ConfigIssue(path.appending(key), "\(key) must be a positive number of seconds, got \(value)") }
        return value
    }

    private func endpoint(_ text: String?, _ key: String, at path: ConfigPath) throws -> URL? {
        try text.map { try httpURL($0, at: path, key: key) }
    }
}
