import Foundation

/// The reading side of a parse: libxml2's reader and the event parser, on a
/// thread of their own, so that building items (on the caller's thread)
/// overlaps with reading the XML.
enum XMLEntryProducer {
    private struct Stopped: Error {}

    static let batchSize = 32

    /// Starts reading `input` on a new thread, pushing entries into `pipe`.
    static func start(_ input: XMLInput, baseURL: URL?, encoding: String?, source: String?, into pipe: EntryPipe) {
        let thread = Thread {
            pipe.finish(read(input, baseURL: baseURL, encoding: encoding, source: source, into: pipe))
        }
        thread.stackSize = 8 << 20
        thread.start()
    }

    private static func read(_ input: XMLInput, baseURL: URL?, encoding: String?, source: String?, into pipe: EntryPipe) -> EntryPipe.Ending {
        let reader: XMLStreamReader
        do {
            reader = try XMLStreamReader(input: input, url: baseURL?.absoluteString, encoding: encoding)
        } catch let failure as XMLStreamReader.Failure {
            return .init(failure: FeedParseError(.io, failure.message), failedToStart: true)
        } catch {
            return .init(failure: FeedParseError(.io, "cannot read: \(error.localizedDescription)"), failedToStart: true)
        }
        let parser = FeedEventParser(reader: reader)
        var batch: [RawEntry] = []
        batch.reserveCapacity(batchSize)
        func flush() -> Bool {
            defer { batch.removeAll(keepingCapacity: true) }
            return batch.isEmpty || pipe.push(.init(entries: batch, root: parser.root, channelLink: parser.channel.link))
        }
        var ending = EntryPipe.Ending(sniffWarning: reader.sniffWarning)
        do {
            try parser.run { raw in
                batch.append(raw)
                if batch.count == batchSize, !flush() { throw Stopped() }
            }
            _ = flush()
        } catch let failure as XMLStreamReader.Failure {
            _ = flush()
            ending.failure = XMLFeedRun.describe(failure, parser: parser, source: source)
        } catch let error as FeedParseError {
            ending.failure = error
            ending.failedToStart = true
        } catch {
            // Stopped: the consumer has what it needs.
        }
        ending.root = parser.root
        ending.channel = parser.channel
        return ending
    }
}
