import Foundation
import PaperboyViews

extension ConfigResolver {
    /// The `feeds:` block with its defaults.
    func resolveFeeds(_ raw: ConfigFile.Feeds?) throws -> FeedOptions {
        var feeds = FeedOptions()
        guard let raw else { return feeds }
        let path = ConfigPath().appending("feeds")
        if let days = raw.days {
            guard (1...366).contains(days) else { throw ConfigIssue(path.appending("days"), "days must be from 1 to 366, got \(days)") }
            feeds.days = days
        }
        if let entries = raw.maxEntries {
            guard (1...100_000).contains(entries) else {
                throw ConfigIssue(path.appending("max_entries"), "max_entries must be from 1 to 100000, got \(entries)")
            }
            feeds.maxEntries = entries
        }
        if let bytes = raw.maxBytes {
            let range = FeedOptions.minimumMaxBytes...(64 * 1024 * 1024)
            guard range.contains(bytes) else {
                throw ConfigIssue(path.appending("max_bytes"), "max_bytes must be from \(range.lowerBound) to \(range.upperBound), got \(bytes)")
            }
            feeds.maxBytes = bytes
        }
        feeds.fullContent = raw.fullContent ?? feeds.fullContent
        feeds.perSection = raw.perSection ?? feeds.perSection
        return feeds
    }

    /// The `email:` block with its defaults; `output` is the site's folder, which the
    /// e-mail folder must not be inside (a build replaces that folder whole).
    func resolveEmail(_ raw: ConfigFile.Email?, folder: URL, output: URL) throws -> EmailConfig {
        var email = EmailConfig()
        guard let raw else { return email }
        let path = ConfigPath().appending("email")
        email.enabled = raw.enabled ?? false
        email.from = try headerValue(raw.from, "from", at: path)
        email.to = try headerValue(raw.to, "to", at: path)
        if let subject = try headerValue(raw.subject, "subject", at: path) {
            for name in Self.placeholders(in: subject) where !EmailConfig.subjectNames.contains(name) {
                throw ConfigIssue(path.appending("subject"), "the subject may use {{title}} and {{date}}, not {{\(name)}}")
            }
            email.subject = subject
        }
        if let text = try nonEmpty(raw.output, at: path.appending("output")) {
            let url = URL(fileURLWithPath: text, relativeTo: folder).standardizedFileURL
            let site = output.standardizedFileURL.path
            guard url.path != site, !url.path.hasPrefix(site + "/"), !site.hasPrefix(url.path + "/") else {
                throw ConfigIssue(path.appending("output"), "the e-mail folder must be outside the site's folder \(site) (a build replaces it), and not contain it")
            }
            email.output = url
        }
        return email
    }

    /// The names inside `{{…}}` in `text`.
    static func placeholders(in text: String) -> [String] {
        var names: [String] = []
        var rest = text[...]
        while let open = rest.range(of: "{{") {
            guard let close = rest[open.upperBound...].range(of: "}}") else { names.append(String(rest[open.upperBound...])); break }
            names.append(rest[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces))
            rest = rest[close.upperBound...]
        }
        return names
    }

    /// A header's text: one line, at most 200 characters.
    private func headerValue(_ text: String?, _ key: String, at path: ConfigPath) throws -> String? {
        guard let text = try nonEmpty(text, at: path.appending(key)) else { return nil }
        guard !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw ConfigIssue(path.appending(key), "\(key) must be one line without control characters")
        }
        guard text.count <= 200 else { throw ConfigIssue(path.appending(key), "\(key) must be at most 200 characters, got \(text.count)") }
        return text
    }
}
