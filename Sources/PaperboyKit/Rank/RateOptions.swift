import Foundation
import PaperboyFileSystem
import PaperboyModels
import PaperboyStore

/// What `paperboy rate` was asked for.
public struct RateOptions: Sendable {
    /// The config file.
    public var configFile: URL
    /// Where the command runs: the path written is shown relative to it.
    public var currentDirectory: URL
    /// The item rated (`arxiv:2411.17807`, a bare arXiv id, `github:owner/name`); not needed for a mute.
    public var item: String?
    /// Up, down or mute.
    public var verdict: Rating.Verdict
    /// The author a mute hides.
    public var author: String?
    /// The term a mute hides.
    public var term: String?
    /// How many days a mute lasts (default ``Rating/defaultMuteDays``).
    public var days: Int?
    /// The rating's day, `YYYY-MM-DD`; nil for today in the config's time zone.
    public var date: String?
    /// The clock's reading: "today" is the day that holds it.
    public var now: Date
    /// Where the rating file is written.
    public var fileSystem: FileSystem

    /// Creates options.
    public init(configFile: URL, currentDirectory: URL, item: String?, verdict: Rating.Verdict, author: String? = nil,
                term: String? = nil, days: Int? = nil, date: String? = nil, now: Date, fileSystem: FileSystem) {
        self.configFile = configFile
        self.currentDirectory = currentDirectory
        self.item = item
        self.verdict = verdict
        self.author = author
        self.term = term
        self.days = days
        self.date = date
        self.now = now
        self.fileSystem = fileSystem
    }

    /// The verdict a word names: `up`, `down` or `mute`.
    public static func verdict(named word: String) -> Rating.Verdict? { Rating.Verdict(rawValue: word) }

    /// What is wrong with the combination of options, as a usage message; nil when nothing is.
    public var problem: String? {
        if let date, DigestDay(date) == nil { return "--date must be a date like 2024-11-28, got \"\(date)\"" }
        switch verdict {
        case .up, .down:
            if item == nil { return "rate \(verdict.rawValue) needs the item's id, like 2411.17807 or github:owner/name" }
            if author != nil || term != nil { return "--author and --term are for mute only" }
            if days != nil { return "--days is for mute only" }
        case .mute:
            if (author == nil) == (term == nil) { return "mute needs exactly one of --author and --term" }
            if let text = author ?? term, text.trimmingCharacters(in: .whitespaces).isEmpty { return "the author or term to mute is empty" }
            if let days, !(1...RatingFile.maxDays).contains(days) { return "--days must be from 1 to \(RatingFile.maxDays), got \(days)" }
        }
        return nil
    }
}
