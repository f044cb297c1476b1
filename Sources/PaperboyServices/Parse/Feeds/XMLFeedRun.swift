import Foundation
import PaperboyModels

/// One pass over an XML feed: drives the event parser, checks the kind,
/// recognises arXiv's error documents and builds items.
struct XMLFeedRun {
    let expected: FeedKind
    let baseURL: URL?
    let partial: Bool
    let source: String?
    private var apiEntries = 0
    private var listingEntries = 0
    private var skipped = 0
    private var count = 0

    init(expected: FeedKind, baseURL: URL?, partial: Bool, source: String?) {
        self.expected = expected
        self.baseURL = baseURL
        self.partial = partial
        self.source = source
    }

    mutating func read(_ input: XMLInput, encoding: String?, onItem: (Item) throws -> Void) throws -> ParsedFeed {
        let pipe = EntryPipe()
        XMLEntryProducer.start(input, baseURL: baseURL, encoding: encoding, source: source, partial: partial, into: pipe)
        let builder = ItemBuilder(feedBase: baseURL)
        var ending: EntryPipe.Ending?
        do {
            while ending == nil {
                switch pipe.next() {
                case .batch(let batch):
                    for raw in batch.entries {
                        try accept(raw, root: batch.root, channelLink: batch.channelLink, builder: builder, onItem: onItem)
                    }
                case .end(let end):
                    ending = end
                }
            }
        } catch {
            pipe.cancelAndWait()
            throw error
        }
        return try finish(ending!)
    }

    private func finish(_ ending: EntryPipe.Ending) throws -> ParsedFeed {
        var warnings = [ending.sniffWarning, ending.repairWarning].compactMap { $0 }
        var isPartial = false
        if let failure = ending.failure {
            guard partial, !ending.failedToStart, ending.root != nil, failure.kind == .malformed else { throw failure }
            warnings.append("document breaks off (\(failure.description)); kept the \(count) items before the fault")
            isPartial = true
        }
        guard let root = ending.root else { throw FeedParseError(.notAFeed, "the document is empty") }
        let channel = ending.channel
        let detected = try detect(root: root, channel: channel)
        try check(detected, root: root)
        if skipped > 0 { warnings.append("skipped \(skipped) entries with no title, link or id") }
        return ParsedFeed(
            kind: detected,
            title: channel.title.map(Whitespace.fold),
            link: channel.link.flatMap { LinkPolicy.httpURL($0, baseURL: channel.base.flatMap(URL.init(string:)) ?? baseURL) },
            date: channel.date.flatMap(FeedDate.parse),
            itemCount: count,
            totalResults: channel.totalResults,
            startIndex: channel.startIndex,
            itemsPerPage: channel.itemsPerPage,
            warnings: warnings,
            isPartial: isPartial
        )
    }

    /// Turns libxml2's words into what happened, where they are ambiguous.
    static func describe(_ failure: XMLStreamReader.Failure, parser: FeedEventParser, source: String?) -> FeedParseError {
        var reason = failure.message
        var kind = FeedParseError.Kind.malformed
        if failure.isDocumentEnd, parser.root == nil, !parser.reader.startsLikeXML {
            kind = .notAFeed
            reason = "not XML: no root element (an empty file, or another format such as HTML or JSON)"
        } else if failure.isDocumentEnd, parser.isInsideRoot {
            reason = "the document ends before its elements are closed (truncated?)"
        }
        reason += entryPlace(parser.isInsideEntry ? parser.entriesSeen + 1 : nil)
        return FeedParseError(kind, reason, line: failure.line, column: failure.column, source: source)
    }

    /// " in entry N" for a fault inside entry N, else nothing.
    static func entryPlace(_ entry: Int?) -> String {
        entry.map { " in entry \($0)" } ?? ""
    }

    private mutating func accept(
        _ raw: RawEntry, root: FeedEventParser.Root?, channelLink: String?, builder: ItemBuilder, onItem: (Item) throws -> Void
    ) throws {
        let id = raw.id ?? ""
        if id.utf8Contains("arxiv.org/api/errors") {
            let message = Whitespace.fold(raw.summary?.value ?? raw.title?.value ?? "unknown error")
            throw FeedParseError(.arxivAPI, "arXiv API error: \(message)")
        }
        switch ArxivEntry.origin(of: raw) {
        case .listing?: listingEntries += 1
        case .api?: apiEntries += 1
        case nil: break
        }
        if count == 0, let root { try check(nil, root: root) }
        guard let item = builder.item(from: raw, channelLink: channelLink) else {
            skipped += 1
            return
        }
        count += 1
        try onItem(item)
    }

    private func detect(root: FeedEventParser.Root, channel: RawChannel) throws -> FeedKind {
        let title = channel.title ?? ""
        if title.hasPrefix("Feed error for query") {
            throw FeedParseError(.arxivFeed, "arXiv feed error: \(Whitespace.fold(channel.description ?? title))")
        }
        let link = channel.link ?? ""
        switch root {
        case .atom:
            if apiEntries > 0 || channel.totalResults != nil || link.contains("arxiv.org/api/") { return .arxiv }
            if listingEntries > 0 || link.contains("rss.arxiv.org") { return .arxivListing }
            return .atom
        case .rss:
            if listingEntries > 0 || link.contains("rss.arxiv.org") || link.contains("arxiv.org/rss") { return .arxivListing }
            return .rss
        case .rdf:
            return .rdf
        }
    }

    /// Rejects a document of another kind than asked for; `detected` is nil while entries are still streaming.
    private func check(_ detected: FeedKind?, root: FeedEventParser.Root) throws {
        let rootKind: FeedKind = root == .atom ? .atom : root == .rss ? .rss : .rdf
        let fits: Bool
        switch expected {
        case .auto: fits = true
        case .atom, .rss, .rdf: fits = rootKind == expected
        case .arxiv: fits = root == .atom && (detected == nil || detected == .arxiv)
        case .arxivListing: fits = root != .rdf && (detected == nil || detected == .arxivListing)
        case .githubSearch: fits = false
        }
        guard fits else {
            let found = detected ?? rootKind
            throw FeedParseError(.unexpectedKind, "expected kind '\(expected.rawValue)' but the document is '\(found.rawValue)'")
        }
    }
}
