import Foundation
import PaperboyModels

extension GitHubRepositoryRecord {
    /// The record as an item of kind `.repository`, or nil when it has no
    /// usable `full_name` (the one field an item cannot do without).
    func item() -> Item? {
        guard let fullName = fullName?.trimmingCharacters(in: .whitespacesAndNewlines), !fullName.isEmpty
        else { return nil }
        let ownerName = Self.nonEmpty(owner?.login)
            ?? fullName.split(separator: "/", maxSplits: 1).first.map(String.init) ?? ""
        let text = Self.folded(description ?? "")
        let summary = text.isEmpty ? nil : text
        let url = Self.httpURL(htmlURL)
        let created = createdAt.flatMap(GitHubSearchDecoder.parseDate)
        let pushed = pushedAt.flatMap(GitHubSearchDecoder.parseDate)
        let topics = (topics ?? []).compactMap { $0 }.filter { !$0.isEmpty }
        let spdx = Self.nonEmpty(license?.spdxID)
        let repository = Repository(
            fullName: fullName,
            owner: ownerName,
            url: url,
            description: summary,
            stars: stargazersCount ?? 0,
            forks: forksCount ?? 0,
            language: Self.nonEmpty(language),
            topics: topics,
            // GitHub says NOASSERTION when it found a licence file it cannot classify.
            license: spdx == "NOASSERTION" ? nil : spdx,
            created: created,
            pushed: pushed,
            isFork: fork ?? false,
            isArchived: archived ?? false,
            homepage: Self.httpURL(homepage)
        )
        return Item(
            // GitHub treats owner and name case-insensitively, so the id does too.
            id: "github:" + fullName.lowercased(),
            kind: .repository,
            title: fullName,
            url: url,
            summary: text,
            summaryHTML: summary.map { "<p>" + Self.escapedHTML($0) + "</p>" } ?? "",
            authors: ownerName.isEmpty ? [] : [Author(name: ownerName, uri: Self.httpURL(owner?.htmlURL))],
            published: created,
            updated: pushed,
            categories: topics,
            repository: repository
        )
    }

    private static func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }

    /// The link, trimmed, when it is an absolute http or https URL with a
    /// host and no inner whitespace; nil for anything else (`javascript:`,
    /// `data:`, bare host names). Private stand-in until the module's shared
    /// link policy lands.
    private static func httpURL(_ text: String?) -> String? {
        guard let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines),
              !trimmed.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.value < 0x20 || $0.value == 0x7F }),
              let components = URLComponents(string: trimmed),
              let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = components.host, !host.isEmpty
        else { return nil }
        return trimmed
    }

    /// Runs of whitespace become one space, ends are trimmed, and other
    /// control characters are dropped (they are invalid in XML output).
    private static func folded(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if scalar.properties.isWhitespace {
                pendingSpace = !out.isEmpty
            } else if scalar.properties.generalCategory != .control {
                if pendingSpace { out.append(" ") }
                pendingSpace = false
                out.append(scalar)
            }
        }
        return String(out)
    }

    private static func escapedHTML(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
