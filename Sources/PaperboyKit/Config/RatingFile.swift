import Foundation
import PaperboyModels
import PaperboyViews
import Yams

/// One rating file's YAML read into a ``Rating``, every problem a ``RatingIssue`` at the
/// line and column of the key or value at fault (a missing key: the mapping's start).
enum RatingFile {
    /// The keys a rating file may have.
    static let keys = ["rating", "item", "author", "term", "days", "date", "title"]
    /// The longest a mute may last, in days (about ten years).
    static let maxDays = 3650

    /// A key's value and where the key and the value are.
    private struct Entry {
        var text: String
        var key: Mark?
        var value: Mark?
    }

    /// Reads `text`, the file shown as `file`.
    /// - Throws: ``RatingIssue`` for the first problem.
    static func parse(_ text: String, file: String) throws -> Rating {
        func issue(_ mark: Mark?, _ reason: String) -> RatingIssue {
            RatingIssue(file: file, line: mark?.line, column: mark?.column, reason: reason)
        }
        let root = try compose(text, file: file)
        guard let root else {
            throw RatingIssue(file: file, line: 1, column: 1, reason: "empty file: a rating is a mapping with rating:, item: (or author: or term:) and date:")
        }
        guard let mapping = root.mapping else {
            throw issue(root.mark, "expected a mapping of keys to values (rating:, item:, date:), found \(root.scalar != nil ? "a single value" : "a list")")
        }
        var entries: [String: Entry] = [:]
        for (key, value) in mapping {
            let name = key.scalar?.string ?? ""
            guard keys.contains(name) else {
                let guess = NameSuggestion.closest(to: name, in: keys).map { "did you mean \"\($0)\"? " } ?? ""
                throw issue(key.mark, "unknown key \"\(name)\" (\(guess)expected one of: \(keys.joined(separator: ", ")))")
            }
            guard let scalar = value.scalar else { throw issue(value.mark ?? key.mark, "\(name) must be a single value, not a list or mapping") }
            entries[name] = Entry(text: scalar.string, key: key.mark, value: value.mark ?? key.mark)
        }
        func required(_ name: String, _ what: String) throws -> Entry {
            guard let entry = entries[name] else { throw issue(root.mark, "missing key \"\(name)\" (\(what))") }
            return entry
        }
        let rating = try required("rating", "up, down or mute")
        guard let verdict = Rating.Verdict(rawValue: rating.text) else {
            throw issue(rating.value, "rating must be up, down or mute, got \"\(rating.text)\"")
        }
        let target: Rating.Target
        var days: Int?
        switch verdict {
        case .up, .down:
            for name in ["author", "term", "days"] {
                if let entry = entries[name] { throw issue(entry.key, "\(name): is for a mute; a rating \(verdict.rawValue) names an item:") }
            }
            let item = try required("item", "the item rated, like arxiv:2411.17807")
            guard let id = Rating.itemID(item.text) else {
                throw issue(item.value, "item must be an archived item's id like arxiv:2411.17807 or github:owner/name, got \"\(item.text)\"")
            }
            target = .item(id)
        case .mute:
            if let item = entries["item"] { throw issue(item.key, "item: is not allowed on a mute: a mute names an author: or a term:") }
            target = try muted(entries, issue: issue, start: root.mark)
            days = Rating.defaultMuteDays
            if let entry = entries["days"] {
                guard let n = Int(entry.text), (1...maxDays).contains(n) else {
                    throw issue(entry.value, "days must be a whole number from 1 to \(maxDays), got \"\(entry.text)\"")
                }
                days = n
            }
        }
        let date = try required("date", "the rating's day, like 2024-11-28")
        guard let day = DigestDay(date.text) else { throw issue(date.value, "date must be a day like 2024-11-28, got \"\(date.text)\"") }
        let title = entries["title"].map(\.text).flatMap { $0.isEmpty ? nil : $0 }
        return Rating(verdict: verdict, target: target, date: day, days: days, title: title, file: file, line: root.mark?.line ?? 1)
    }

    /// A mute's author or term: exactly one of them, not empty.
    private static func muted(_ entries: [String: Entry], issue: (Mark?, String) -> RatingIssue, start: Mark?) throws -> Rating.Target {
        switch (entries["author"], entries["term"]) {
        case (nil, nil):
            throw issue(start, "a mute needs author: or term:")
        case let (author?, term?):
            let later = (author.key?.line ?? 0, author.key?.column ?? 0) > (term.key?.line ?? 0, term.key?.column ?? 0) ? author : term
            throw issue(later.key, "a mute names one of author: and term:, not both")
        case let (author?, nil):
            guard !author.text.trimmingCharacters(in: .whitespaces).isEmpty else { throw issue(author.value, "author must not be empty") }
            return .author(author.text)
        case let (nil, term?):
            guard !term.text.trimmingCharacters(in: .whitespaces).isEmpty else { throw issue(term.value, "term must not be empty") }
            return .term(term.text)
        }
    }

    /// The document's root node, nil for an empty file.
    private static func compose(_ text: String, file: String) throws -> Node? {
        do {
            try YAMLAliasBudget.check(text)
            return try Yams.compose(yaml: text)
        } catch let excess as YAMLAliasBudget.Excess {
            throw RatingIssue(file: file, line: excess.line, column: excess.column, reason: "YAML aliases expand to more than \(YAMLAliasBudget.maxNodes) nodes")
        } catch let error as YamlError {
            switch error {
            case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
                throw RatingIssue(file: file, line: mark.line, column: mark.column, reason: "YAML syntax: \(problem)")
            case .duplicatedKeysInMapping(let duplicates, let context):
                throw RatingIssue(file: file, line: context.mark.line, column: context.mark.column,
                                  reason: "duplicate key \(duplicates.map { "\"\($0)\"" }.joined(separator: ", "))")
            default:
                throw RatingIssue(file: file, reason: "YAML: \(error)")
            }
        }
    }
}
