import Foundation

/// The `email:` block: the daily e-mail edition, written beside the site for a CI step to send.
public struct EmailConfig: Sendable, Hashable {
    /// The subject when the config gives none.
    public static let defaultSubject = "{{title}}: {{date}}"
    /// The names a subject may use: the site's title and the digest day (`2024-11-28`).
    public static let subjectNames: Set<String> = ["title", "date"]

    /// True to write the edition (`enabled:`, default false).
    public var enabled: Bool
    /// The `From:` header (`from:`), none when nil.
    public var from: String?
    /// The `To:` header (`to:`), none when nil.
    public var to: String?
    /// The subject with `{{title}}` and `{{date}}` (`subject:`).
    public var subject: String
    /// Where the files go (`output:`, relative to the config file); nil for a folder named
    /// `email` beside the site's output folder, outside the published site.
    public var output: URL?

    /// Creates an e-mail config; the defaults are the config's.
    public init(enabled: Bool = false, from: String? = nil, to: String? = nil, subject: String = defaultSubject, output: URL? = nil) {
        self.enabled = enabled
        self.from = from
        self.to = to
        self.subject = subject
        self.output = output
    }

    /// The folder the files go to for a site written to `siteOutput`.
    public func folder(siteOutput: URL) -> URL {
        output ?? siteOutput.standardizedFileURL.deletingLastPathComponent().appendingPathComponent("email")
    }
}
