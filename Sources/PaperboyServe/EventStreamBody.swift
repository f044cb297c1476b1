import FlyingFox
import FlyingSocks
import Foundation

/// A stream of `Data` as the byte sequence a FlyingFox response body is made of: each piece is
/// written (as one chunk) as soon as it is yielded, so events reach the page without delay.
struct EventStreamBody: AsyncBufferedSequence {
    typealias Element = UInt8

    let stream: AsyncStream<Data>

    func makeAsyncIterator() -> Iterator {
        Iterator(base: stream.makeAsyncIterator())
    }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var base: AsyncStream<Data>.Iterator
        var pending: [UInt8] = []

        mutating func next() async throws -> UInt8? {
            guard let buffer = try await nextBuffer(suggested: 1) else { return nil }
            return buffer.first
        }

        mutating func nextBuffer(suggested count: Int) async throws -> [UInt8]? {
            while pending.isEmpty {
                guard let data = await base.next() else { return nil }
                pending = [UInt8](data)
            }
            let taken = Array(pending.prefix(Swift.max(1, count)))
            pending.removeFirst(taken.count)
            return taken
        }
    }
}

extension HTTPBodySequence {
    /// A chunked body fed by `stream`.
    static func events(_ stream: AsyncStream<Data>) -> HTTPBodySequence {
        HTTPBodySequence(from: EventStreamBody(stream: stream), suggestedBufferSize: 4096)
    }
}
