import Foundation
import PaperboyModels

/// `paperboy export opml`: the config's sources as an OPML 2.0 document a feed reader can import.
///
/// A source listed by exactly one section's `sources:` goes in a folder outline named after
/// that section (sections in config order); every other source (listed by no section or by
/// several, or only picked up by sections without `sources:`) is written at the top level,
/// before the folders. What each kind becomes is told by ``outline(for:)``. The output depends
/// only on the config and the days given: `dateCreated` is `day` at midnight UTC, left out
/// without one; a search's `{{day-7}}` placeholders count from `searchDay`.
public struct OPMLExport: Sendable {
    /// The config whose sources are written.
    public let config: PaperboyConfig
    /// The day for `dateCreated`, nil to leave it out.
    public let day: DigestDay?
    /// The day a search query's placeholders (``QueryTemplate``) count from; nil leaves them as written.
    public let searchDay: DigestDay?

    /// Creates an export; `searchDay` defaults to `day`.
    public init(config: PaperboyConfig, day: DigestDay? = nil, searchDay: DigestDay? = nil) {
        self.config = config
        self.day = day
        self.searchDay = searchDay ?? day
    }

    /// The outlines: top-level sources first, then one folder per section that has sources of its own.
    public var outlines: [OPMLOutline] {
        var users: [String: Int] = [:]
        for section in config.sections {
            for name in Set(section.sources ?? []) { users[name, default: 0] += 1 }
        }
        let own = { (name: String) in users[name] == 1 }
        var result = config.sources.filter { !own($0.name) }.map(outline(for:))
        for section in config.sections {
            let names = Set(section.sources ?? [])
            let children = config.sources.filter { names.contains($0.name) && own($0.name) }.map(outline(for:))
            if !children.isEmpty { result.append(OPMLOutline(text: section.title, title: section.title, children: children)) }
        }
        return result
    }

    /// The OPML 2.0 document, every text escaped by ``EscapeTable/xml``.
    public var document: String {
        let xml = EscapeTable.xml
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<opml version=\"2.0\">",
            "  <head>",
            "    <title>\(xml(config.title))</title>",
        ]
        if let day { lines.append("    <dateCreated>\(Self.rfc822(day))</dateCreated>") }
        lines += ["    <docs>https://opml.org/spec2.opml</docs>", "  </head>", "  <body>"]
        for outline in outlines { write(outline, indent: "    ", into: &lines) }
        lines += ["  </body>", "</opml>"]
        return lines.joined(separator: "\n") + "\n"
    }

    private func write(_ outline: OPMLOutline, indent: String, into lines: inout [String]) {
        let xml = EscapeTable.xml
        var attributes = ""
        for (name, value) in [("text", outline.text), ("title", outline.title), ("type", outline.type),
                              ("xmlUrl", outline.xmlURL), ("htmlUrl", outline.htmlURL), ("url", outline.url)] {
            if let value { attributes += " \(name)=\"\(xml(value))\"" }
        }
        guard !outline.children.isEmpty else {
            lines.append("\(indent)<outline\(attributes)/>")
            return
        }
        lines.append("\(indent)<outline\(attributes)>")
        for child in outline.children { write(child, indent: indent + "  ", into: &lines) }
        lines.append("\(indent)</outline>")
    }

    /// `Thu, 28 Nov 2024 00:00:00 GMT`, the date form OPML asks for (RFC 822).
    static func rfc822(_ day: DigestDay) -> String {
        let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let date = day.day < 10 ? "0\(day.day)" : "\(day.day)"
        return "\(weekdays[day.weekday - 1]), \(date) \(months[day.month - 1]) \(day.year) 00:00:00 GMT"
    }
}
