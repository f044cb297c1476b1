import Foundation
import PaperboyModels

/// A digest started from a feed reader's subscriptions (`paperboy init --from-opml`).
///
/// One source per distinct feed URL (`xmlUrl` in any letter case; `title`, else `text`,
/// names it), one section per top-level folder holding every feed nested in it, and one
/// section for the feeds outside folders, titled by the document (`Feeds` when untitled),
/// placed where its first feed is. Outlines without an `xmlUrl` and URLs that are not
/// http(s) are left out with a warning naming the file and line.
public struct OPMLImport: Sendable {
    /// The document's title, used as the site title.
    public var title: String?
    /// The sources in document order.
    public var sources: [OPMLImportedSource] = []
    /// The sections in document order.
    public var sections: [OPMLImportedSection] = []
    /// What was left out or merged: `file:line: reason`.
    public var warnings: [String] = []

    private let file: String
    private var sourceByURL: [String: (name: String, line: Int)] = [:]
    private var names: Set<String> = []
    private var sectionIDs: Set<String> = []

    /// Reads the sources and sections out of `document`.
    /// - Parameter file: the OPML file as the user typed it, for messages.
    /// - Throws: ``OPMLError`` when no outline is an http(s) feed.
    public init(document: OPMLDocument, file: String) throws {
        self.file = file
        title = document.title
        var looseIndex: Int?
        for outline in document.outlines {
            if outline.xmlURL != nil {
                if looseIndex == nil {
                    looseIndex = sections.count
                    sections.append(OPMLImportedSection(title: document.title ?? "Feeds"))
                }
                collect(outline, into: looseIndex!)
            } else if !outline.children.isEmpty {
                sections.append(OPMLImportedSection(title: outline.label ?? "Folder at line \(outline.line)"))
                for child in outline.children { collect(child, into: sections.count - 1) }
            } else {
                leaveOut(outline)
            }
        }
        sections.removeAll { $0.sources.isEmpty }
        for index in sections.indices { assignID(index) }
        guard !sources.isEmpty else {
            throw OPMLError(file: file, "no feeds: no outline has an http(s) xmlUrl\(warnings.isEmpty ? "" : " (\(warnings.count) left out)")")
        }
    }

    private mutating func collect(_ outline: OPMLOutline, into section: Int) {
        if let address = outline.xmlURL {
            if let name = source(for: address, outline: outline), !sections[section].sources.contains(name) {
                sections[section].sources.append(name)
            }
        } else if outline.children.isEmpty {
            leaveOut(outline)
        }
        for child in outline.children { collect(child, into: section) }
    }

    /// The name of the source for `address`, made on first sight; nil when the URL is refused.
    private mutating func source(for address: String, outline: OPMLOutline) -> String? {
        let shown = outline.label.map { "\"\($0)\"" } ?? "an outline"
        guard address.utf8.count <= 2048, let url = URL(string: address), let scheme = url.scheme?.lowercased(),
              scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty else {
            let cut = address.count > 80 ? String(address.prefix(80)) + "…" : address
            warnings.append("\(file):\(outline.line): left out \(shown): xmlUrl \"\(cut)\" is not an http(s) URL")
            return nil
        }
        var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        components?.scheme = scheme
        components?.host = host.lowercased()
        let key = components?.string ?? address
        if let known = sourceByURL[key] {
            warnings.append("\(file):\(outline.line): \(shown) repeats the feed of line \(known.line); kept once")
            return known.name
        }
        var base = DigestSection.slug(from: outline.label ?? host)
        if base.isEmpty { base = DigestSection.slug(from: host) }
        if base.isEmpty { base = "feed" }
        var name = base
        var suffix = 2
        while names.contains(name) {
            name = "\(base)-\(suffix)"
            suffix += 1
        }
        names.insert(name)
        sourceByURL[key] = (name, outline.line)
        sources.append(OPMLImportedSource(name: name, url: url))
        return name
    }

    private mutating func leaveOut(_ outline: OPMLOutline) {
        let shown = outline.label.map { "\"\($0)\"" } ?? "an outline"
        warnings.append("\(file):\(outline.line): left out \(shown): it has no xmlUrl, so it is not a feed")
    }

    private mutating func assignID(_ index: Int) {
        let slug = DigestSection.slug(from: sections[index].title)
        if !slug.isEmpty, sectionIDs.insert(slug).inserted { return }
        var suffix = index + 1
        while !sectionIDs.insert("section-\(suffix)").inserted { suffix += 1 }
        sections[index].id = "section-\(suffix)"
    }
}
