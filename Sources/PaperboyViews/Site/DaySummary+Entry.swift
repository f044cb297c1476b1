import Foundation

extension DaySummary {
    /// One entry, as a feed, a list or the search index shows it.
    ///
    /// A year of entries stays in memory until the site-wide pages are rendered, so the
    /// texts every entry has (id, anchor, title, link, authors, categories) are packed in
    /// one buffer per day (``PackedTexts``); the section's id and title are the section's own strings.
    public struct Entry: Sendable, Hashable, Codable {
        public var sectionID: String
        public var sectionTitle: String
        /// The plain-text summary, cut to ``summaryLimit`` characters; nil once no feed
        /// can show it (``FeedSummaryWindow``).
        public var summary: String? {
            get { fullSummary.map(DaySummary.cut) }
            set { fullSummary = newValue }
        }
        /// The summary as the item has it: most are dropped before a feed reads them, so
        /// they are cut when read, not when made.
        private var fullSummary: String?
        /// Sanitised HTML of a post's full content (or its HTML summary), for feeds with
        /// ``FeedOptions/fullContent``; nil for plain-text items and once no feed can show it.
        public private(set) var contentHTML: String?
        public var date: Date?
        private var texts: PackedTexts

        init(itemID: String, sectionID: String, sectionTitle: String, anchor: String, title: String, url: String?,
             summary: String?, contentHTML: String? = nil, authors: [String], categories: [String], date: Date?) {
            self.sectionID = sectionID
            self.sectionTitle = sectionTitle
            fullSummary = summary
            self.contentHTML = contentHTML
            self.date = date
            texts = Self.pack(itemID: itemID, anchor: anchor, title: title, url: url, authors: authors, categories: categories)
        }

        /// An entry of `texts` packed as ``pack(itemID:anchor:title:url:authors:categories:)`` packs them.
        init(texts: PackedTexts, sectionID: String, sectionTitle: String, summary: String?, contentHTML: String?, date: Date?) {
            self.texts = texts
            self.sectionID = sectionID
            self.sectionTitle = sectionTitle
            fullSummary = summary
            self.contentHTML = contentHTML
            self.date = date
        }

        /// The summary as the item has it, uncut (a feed's full content), nil once dropped.
        public var fullText: String? { fullSummary }

        /// Drops the summary and content: no feed can show them any more.
        public mutating func dropTexts() {
            fullSummary = nil
            contentHTML = nil
        }

        /// The bytes of the packed texts (the summary cache's blob holds them as they are).
        var packedTexts: ArraySlice<UInt8> { texts.packed }

        public var itemID: String {
            get { var reader = texts.reader; return reader.text() }
            set { repack { $0.itemID = newValue } }
        }

        /// The item's anchor on its day page.
        public var anchor: String {
            get { var reader = texts.reader; reader.skipText(); return reader.text() }
            set { repack { $0.anchor = newValue } }
        }

        public var title: String {
            get { var reader = texts.reader; reader.skipText(); reader.skipText(); return reader.text() }
            set { repack { $0.title = newValue } }
        }

        public var url: String? {
            get { var reader = afterTitle; return reader.count() == 1 ? reader.text() : nil }
            set { repack { $0.url = newValue } }
        }

        public var authors: [String] {
            get { var reader = atAuthors; return (0..<reader.count()).map { _ in reader.text() } }
            set { repack { $0.authors = newValue } }
        }

        public var categories: [String] {
            get {
                var reader = atAuthors
                for _ in 0..<reader.count() { reader.skipText() }
                return (0..<reader.count()).map { _ in reader.text() }
            }
            set { repack { $0.categories = newValue } }
        }

        /// The first `authorLimit` authors and the categories, joined with spaces (what search matches).
        func keywords(authorLimit: Int) -> String {
            var reader = atAuthors
            var parts: [String] = []
            for i in 0..<reader.count() {
                if i < authorLimit { parts.append(reader.text()) } else { reader.skipText() }
            }
            for _ in 0..<reader.count() { parts.append(reader.text()) }
            return parts.joined(separator: " ")
        }

        /// A reader past the id, anchor and title.
        private var afterTitle: PackedTexts.Reader {
            var reader = texts.reader
            for _ in 0..<3 { reader.skipText() }
            return reader
        }

        /// A reader at the authors' count.
        private var atAuthors: PackedTexts.Reader {
            var reader = afterTitle
            if reader.count() == 1 { reader.skipText() }
            return reader
        }

        private struct Unpacked {
            var itemID: String
            var anchor: String
            var title: String
            var url: String?
            var authors: [String]
            var categories: [String]
        }

        private var unpacked: Unpacked {
            var reader = texts.reader
            let itemID = reader.text()
            let anchor = reader.text()
            let title = reader.text()
            let url = reader.count() == 1 ? reader.text() : nil
            let authors = (0..<reader.count()).map { _ in reader.text() }
            let categories = (0..<reader.count()).map { _ in reader.text() }
            return Unpacked(itemID: itemID, anchor: anchor, title: title, url: url, authors: authors, categories: categories)
        }

        private mutating func repack(_ change: (inout Unpacked) -> Void) {
            var all = unpacked
            change(&all)
            texts = Self.pack(itemID: all.itemID, anchor: all.anchor, title: all.title, url: all.url,
                              authors: all.authors, categories: all.categories)
        }

        private static func pack(itemID: String, anchor: String, title: String, url: String?,
                                 authors: [String], categories: [String]) -> PackedTexts {
            PackedTexts { texts in
                texts.append(itemID)
                texts.append(anchor)
                texts.append(title)
                texts.appendCount(url == nil ? 0 : 1)
                if let url { texts.append(url) }
                texts.appendCount(authors.count)
                authors.forEach { texts.append($0) }
                texts.appendCount(categories.count)
                categories.forEach { texts.append($0) }
            }
        }

        /// `entries` with their texts in one buffer (a day's entries are kept and dropped together).
        static func sharingTexts(_ entries: [Entry]) -> [Entry] {
            var shared = entries
            for (i, texts) in PackedTexts.sharing(entries.map(\.texts)).enumerated() { shared[i].texts = texts }
            return shared
        }

        // The JSON of the summary cache: the keys and values of the fields, as before they were packed.
        private enum CodingKeys: String, CodingKey {
            case itemID, sectionID, sectionTitle, anchor, title, url, summary, content, authors, categories, date
        }

        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            self.init(itemID: try c.decode(String.self, forKey: .itemID), sectionID: try c.decode(String.self, forKey: .sectionID),
                      sectionTitle: try c.decode(String.self, forKey: .sectionTitle), anchor: try c.decode(String.self, forKey: .anchor),
                      title: try c.decode(String.self, forKey: .title), url: try c.decodeIfPresent(String.self, forKey: .url),
                      summary: try c.decodeIfPresent(String.self, forKey: .summary),
                      contentHTML: try c.decodeIfPresent(String.self, forKey: .content), authors: try c.decode([String].self, forKey: .authors),
                      categories: try c.decode([String].self, forKey: .categories), date: try c.decodeIfPresent(Date.self, forKey: .date))
        }

        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            let all = unpacked
            try c.encode(all.itemID, forKey: .itemID)
            try c.encode(sectionID, forKey: .sectionID)
            try c.encode(sectionTitle, forKey: .sectionTitle)
            try c.encode(all.anchor, forKey: .anchor)
            try c.encode(all.title, forKey: .title)
            try c.encodeIfPresent(all.url, forKey: .url)
            try c.encodeIfPresent(fullSummary, forKey: .summary)
            try c.encodeIfPresent(contentHTML, forKey: .content)
            try c.encode(all.authors, forKey: .authors)
            try c.encode(all.categories, forKey: .categories)
            try c.encodeIfPresent(date, forKey: .date)
        }
    }
}
