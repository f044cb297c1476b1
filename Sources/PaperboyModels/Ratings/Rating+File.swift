extension Rating {
    /// The file's name in the ratings folder: `2024-11-28-up-arxiv-2411.17807.yml`,
    /// `2024-11-28-mute-author-jane-doe.yml`. For people: the reader reads the content.
    public var fileName: String {
        let subject: String
        switch target {
        case .item(let id): subject = id
        case .author(let name): subject = "author " + name
        case .term(let term): subject = "term " + term
        }
        return "\(date.isoText)-\(verdict.rawValue)-\(Self.slug(subject)).yml"
    }

    /// The file's YAML: `rating:`, then `item:` or `author:`/`term:`, `days:` for a mute,
    /// `date:`, and the item's `title:` when known. Values are JSON string literals,
    /// which YAML reads as double-quoted strings.
    public var fileText: String {
        var lines = ["rating: \(verdict.rawValue)"]
        switch target {
        case .item(let id): lines.append("item: " + EscapeTable.json.quoted(id))
        case .author(let name): lines.append("author: " + EscapeTable.json.quoted(name))
        case .term(let term): lines.append("term: " + EscapeTable.json.quoted(term))
        }
        if verdict == .mute { lines.append("days: \(days ?? Self.defaultMuteDays)") }
        lines.append("date: \(date.isoText)")
        if let title, !title.isEmpty { lines.append("title: " + EscapeTable.json.quoted(title)) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Lowercase ASCII letters, digits and dots; every other run of characters one `-`;
    /// at most 60 characters; `rating` when nothing is left.
    static func slug(_ text: String) -> String {
        var out = ""
        var pendingDash = false
        for scalar in text.lowercased().unicodeScalars {
            let keep = ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "."
            if keep {
                if pendingDash, !out.isEmpty { out.append("-") }
                out.unicodeScalars.append(scalar)
                pendingDash = false
            } else {
                pendingDash = true
            }
            if out.count >= 60 { break }
        }
        return out.isEmpty ? "rating" : String(out.prefix(60))
    }
}
