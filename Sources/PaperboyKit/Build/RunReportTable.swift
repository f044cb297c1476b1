import Foundation
import PaperboyModels

/// The run report as the short table printed at the end of `paperboy build`.
///
/// ```
/// source      kind           status  requests  bytes   statuses  retries  waited  items  warnings
/// arxiv-cs    arxiv          ok             3  1.2 MB  200×3           0    6.0 s    214         0
/// ```
/// followed by one line per failed source: what failed, where, and what was used instead.
public enum RunReportTable {
    /// The table, one line per source, then the failures.
    public static func render(_ report: RunReport) -> String {
        let header = ["source", "kind", "status", "requests", "bytes", "statuses", "retries", "waited", "items", "warnings"]
        let rows = report.sources.map { source in
            [source.name, source.kind, source.status.rawValue, String(source.requestCount), bytes(source.bytes),
             statuses(source.statuses), String(source.retries), seconds(source.pacingWait + source.backoffWait),
             String(source.items), String(source.warnings.count)]
        }
        let numeric: Set<Int> = [3, 4, 6, 7, 8, 9]
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        let lines = ([header] + rows).map { row in
            row.indices.map { column in
                let pad = String(repeating: " ", count: widths[column] - row[column].count)
                return numeric.contains(column) ? pad + row[column] : row[column] + pad
            }.joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        }
        let pending = report.sources.filter { $0.status == .pending }.map { source in
            "\(source.name): \(source.failure?.description ?? "pending") (pending: not a failure yet)"
        }
        let failures = report.failedSources.map { source -> String in
            let fallback = source.status == .stale
                ? "using the copy \(age(source.cacheAgeDays ?? 0))"
                : "no cached copy: the source has no items this run"
            return "\(source.name): \(source.failure?.description ?? "failed") (\(fallback))"
        }
        return (lines + pending + failures).joined(separator: "\n")
    }

    /// `Sources: 3 ok, 0 stale, 1 failed.`, with `, 1 pending` when a listing is pending.
    public static func counts(_ report: RunReport) -> String {
        let counts = SourceStatus.allCases.compactMap { status -> String? in
            let count = report.sources.filter { $0.status == status }.count
            return status == .pending && count == 0 ? nil : "\(count) \(status.rawValue)"
        }
        return "Sources: \(counts.joined(separator: ", "))."
    }

    /// `812 B`, `14.2 kB`, `1.3 MB`.
    static func bytes(_ count: Int) -> String {
        if count < 1000 { return "\(count) B" }
        if count < 1_000_000 { return String(format: "%.1f kB", Double(count) / 1000) }
        return String(format: "%.1f MB", Double(count) / 1_000_000)
    }

    /// `200×3 304` in order of first appearance; `-` for none.
    static func statuses(_ list: [Int]) -> String {
        var order: [Int] = []
        var counts: [Int: Int] = [:]
        for status in list {
            if counts[status] == nil { order.append(status) }
            counts[status, default: 0] += 1
        }
        guard !order.isEmpty else { return "-" }
        return order.map { counts[$0] == 1 ? "\($0)" : "\($0)×\(counts[$0]!)" }.joined(separator: " ")
    }

    static func seconds(_ value: Double) -> String { String(format: "%.1f s", value) }

    /// `fetched on the digest day`, `1 day before the digest day`, `3 days before the digest day`.
    static func age(_ days: Int) -> String {
        days <= 0 ? "fetched on the digest day" : "fetched \(days) day\(days == 1 ? "" : "s") before the digest day"
    }
}
