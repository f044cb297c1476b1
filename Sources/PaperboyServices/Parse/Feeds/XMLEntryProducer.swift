import Foundation

/// The reading side of a parse: libxml2's reader and the event parser, on a
/// thread of their own, so that building items (on the caller's thread)
/// overlaps with reading the XML.
///
/// When libxml2 stops at an error a reader can see through (a bare `&`, an
/// HTML entity, a stray `<`, a control character), the document is read
/// again through ``XMLRepairer``; the entries already handed on are skipped,
/// so every entry is delivered once, before and after the error. With
/// `partial`, a document that still breaks off is read once more, cut before
/// its fault (``XMLCutPoint``), so that no entry completed before it is lost.
enum XMLEntryProducer {
    private struct Stopped: Error {}

    static let batchSize = 32

    /// libxml2's codes for the errors ``XMLRepairer`` repairs.
    static let repairableCodes: Set<Int32> = [6, 7, 8, 9, 22, 23, 26, 27, 38, 68]

    /// Starts reading `input` on a new thread, pushing entries into `pipe`.
    static func start(_ input: XMLInput, baseURL: URL?, encoding: String?, source: String?, partial: Bool, into pipe: EntryPipe) {
        let thread = Thread {
            pipe.finish(read(input, baseURL: baseURL, encoding: encoding, source: source, partial: partial, into: pipe))
        }
        thread.stackSize = 8 << 20
        thread.start()
    }

    private static func read(
        _ input: XMLInput, baseURL: URL?, encoding: String?, source: String?, partial: Bool, into pipe: EntryPipe
    ) -> EntryPipe.Ending {
        func again(repairing: Bool, skipping: Int, cut: XMLCutPoint.Fault? = nil) -> Pass {
            attempt(input, baseURL: baseURL, encoding: encoding, source: source, into: pipe, repairing: repairing, skipping: skipping, cut: cut)
        }
        var pass = again(repairing: false, skipping: 0)
        var delivered = pass.entriesSeen
        var repairing = false
        if let code = pass.failureCode, repairableCodes.contains(code) {
            repairing = true
            pass = again(repairing: true, skipping: delivered)
            delivered = max(delivered, pass.entriesSeen)
            if let (count, first) = pass.repairs, count > 0, let first {
                let places = count == 1 ? "1 place" : "\(count) places"
                pass.ending.repairWarning = "line \(first.line), column \(first.column): \(first.what); "
                    + "repaired \(places) libxml2 refuses and read the document again"
            }
        }
        // The fault stays the one reported; the cut reading hands on the entries libxml2 held back,
        // and the root and channel when libxml2 stopped before handing even those on.
        if partial, let fault = pass.fault, !pass.ending.failedToStart, pass.ending.failure?.kind == .malformed {
            let cut = again(repairing: repairing, skipping: delivered, cut: fault)
            if cut.ending.failure == nil, let root = cut.ending.root {
                pass.ending.root = root
                pass.ending.channel = cut.ending.channel
                // libxml2 had read ahead of the entry it named: the cut reading knows which entry holds the fault.
                if var failure = pass.ending.failure, failure.reason.hasSuffix(pass.entryPlace) {
                    failure.reason = String(failure.reason.dropLast(pass.entryPlace.count)) + XMLFeedRun.entryPlace(cut.faultEntry)
                    pass.ending.failure = failure
                }
            }
        }
        return pass.ending
    }

    private struct Pass {
        var ending: EntryPipe.Ending
        var failureCode: Int32?
        var entriesSeen = 0
        /// Where the reading stopped at a fault in the document.
        var fault: XMLCutPoint.Fault?
        /// The " in entry N" of the fault's description; in a cut reading, the entry that closes after the cut.
        var entryPlace = ""
        var faultEntry: Int?
        var repairs: (count: Int, first: (line: Int, column: Int, what: String)?)?
    }

    /// One reading of the document; the first `skipping` entries were handed on by an earlier pass.
    private static func attempt(
        _ input: XMLInput, baseURL: URL?, encoding: String?, source: String?, into pipe: EntryPipe,
        repairing: Bool, skipping: Int, cut: XMLCutPoint.Fault? = nil
    ) -> Pass {
        let reader: XMLStreamReader
        do {
            reader = try XMLStreamReader(input: input, url: baseURL?.absoluteString, encoding: encoding, repairing: repairing, cut: cut)
        } catch let failure as XMLStreamReader.Failure {
            return Pass(ending: .init(failure: FeedParseError(.io, failure.message), failedToStart: true))
        } catch {
            return Pass(ending: .init(failure: FeedParseError(.io, "cannot read: \(error.localizedDescription)"), failedToStart: true))
        }
        if let what = reader.nonFeedDescription {
            return Pass(ending: .init(failure: FeedParseError(.notAFeed, "not a feed: the document is \(what)"), failedToStart: true))
        }
        let parser = FeedEventParser(reader: reader)
        var batch: [RawEntry] = []
        batch.reserveCapacity(batchSize)
        func flush() -> Bool {
            defer { batch.removeAll(keepingCapacity: true) }
            return batch.isEmpty || pipe.push(.init(entries: batch, root: parser.root, channelLink: parser.channel.link))
        }
        var pass = Pass(ending: EntryPipe.Ending(sniffWarning: reader.sniffWarning))
        do {
            try parser.run { raw in
                if reader.passedFault, pass.faultEntry == nil { pass.faultEntry = parser.entriesSeen }
                guard parser.entriesSeen > skipping, !reader.passedFault else { return }
                batch.append(raw)
                if batch.count == batchSize, !flush() { throw Stopped() }
            }
            _ = flush()
        } catch let failure as XMLStreamReader.Failure {
            _ = flush()
            pass.failureCode = failure.code
            pass.entryPlace = XMLFeedRun.entryPlace(parser.isInsideEntry ? parser.entriesSeen + 1 : nil)
            pass.fault = failure.isDocumentEnd || failure.line == nil
                ? .end : .position(line: failure.line ?? 1, column: failure.column ?? 1)
            pass.ending.failure = XMLFeedRun.describe(failure, parser: parser, source: source)
        } catch let error as FeedParseError {
            pass.ending.failure = error
            pass.ending.failedToStart = true
        } catch {
            // Stopped: the consumer has what it needs.
        }
        pass.entriesSeen = parser.entriesSeen
        pass.repairs = reader.repairs
        pass.ending.root = parser.root
        pass.ending.channel = parser.channel
        return pass
    }
}
