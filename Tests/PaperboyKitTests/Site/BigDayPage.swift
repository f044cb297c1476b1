import Foundation
import Testing

/// A built day page read back as the default theme writes it: its sections, their groups and
/// items, its contents, fold state and back links. Records an issue for each thing out of place.
struct BigDayPage {
    struct Section {
        var id: String
        /// The group of each item in page order: `new`, `cross`, `replaced` (or `other`, or `-` ungrouped).
        var itemGroups: [String] = []
        var anchors: [String] = []
        var opensFolded = false
        var replacementsClosed = true
        var hasBackLink = false
        /// `<details class="abstract">` blocks in the section.
        var abstracts = 0
        /// True when the heading carries the compact layout's note.
        var isCompact = false
    }

    let html: String
    var sections: [Section] = []

    init(_ html: String) {
        self.html = html
        let parts = html.components(separatedBy: "<section class=\"section\" id=\"").dropFirst()
        for part in parts {
            let body = part.components(separatedBy: "</section>").first ?? ""
            var section = Section(id: String(body.prefix { $0 != "\"" }))
            section.opensFolded = body.contains("<details class=\"fold\" open>")
            section.replacementsClosed = !body.contains("<details class=\"fold replaced\" id=\"\(section.id)--replaced\" open")
            section.hasBackLink = body.contains("<p class=\"back\"><a href=\"#contents\">Back to contents</a></p>")
            section.abstracts = body.components(separatedBy: "<details class=\"abstract\">").count - 1
            section.isCompact = body.contains("<p class=\"section-note\">")
            var group = "-"
            for line in body.split(separator: "\n") {
                if line.hasPrefix("<p class=\"group\" id=\"\(section.id)--") {
                    group = String(line.dropFirst("<p class=\"group\" id=\"\(section.id)--".count).prefix { $0 != "\"" })
                } else if line.hasPrefix("<details class=\"fold replaced\"") {
                    group = "replaced"
                } else if line.hasPrefix("<article "), let id = line.range(of: " id=\"") {
                    section.itemGroups.append(group)
                    section.anchors.append(String(line[id.upperBound...].prefix { $0 != "\"" }))
                }
            }
            sections.append(section)
        }
    }

    /// The contents' line for a section: its count and each group link's label (`29 new`).
    func contentsLine(_ id: String) -> String? {
        guard let toc = html.range(of: "<nav class=\"toc\" id=\"contents\""),
              let end = html.range(of: "</nav>", range: toc.upperBound..<html.endIndex) else { return nil }
        return html[toc.upperBound..<end.lowerBound].split(separator: "\n")
            .first { $0.hasPrefix("<li><a href=\"#\(id)\">") }.map(String.init)
    }

    /// `1,179`.
    static func grouped(_ n: Int) -> String {
        n < 1000 ? "\(n)" : grouped(n / 1000) + "," + String(String(n % 1000 + 1000).dropFirst())
    }

    /// Checks order (new, then cross-lists, then replacements), contents, fold state and back links.
    func check(sourceLocation: SourceLocation = #_sourceLocation) {
        let rank = ["new": 0, "cross": 1, "replaced": 2]
        #expect(html.contains("<nav class=\"toc\" id=\"contents\""), sourceLocation: sourceLocation)
        for section in sections where !section.anchors.isEmpty {
            let ranks = section.itemGroups.compactMap { rank[$0] }
            #expect(ranks == ranks.sorted(), "\(section.id): groups out of order", sourceLocation: sourceLocation)
            #expect(section.opensFolded && section.replacementsClosed && section.hasBackLink, "\(section.id)",
                    sourceLocation: sourceLocation)
            let line = contentsLine(section.id) ?? ""
            #expect(line.contains("<span class=\"count\">\(Self.grouped(section.anchors.count))</span>"), "\(section.id): \(line)",
                    sourceLocation: sourceLocation)
            for (group, noun) in [("new", "new"), ("cross", "cross-list"), ("replaced", "replaced")] {
                let n = section.itemGroups.filter { $0 == group }.count
                let label = n == 0 ? nil : "\(Self.grouped(n)) \(noun)\(noun == "cross-list" && n != 1 ? "s" : "")"
                #expect(line.contains("<a href=\"#\(section.id)--\(group)\">") == (label != nil), "\(section.id) \(group)",
                        sourceLocation: sourceLocation)
                if let label { #expect(line.contains(">\(label)</a>"), "\(section.id): \(line) lacks \(label)", sourceLocation: sourceLocation) }
            }
        }
    }
}
