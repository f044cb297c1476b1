import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import PaperboyServices

/// Collects one response on SwiftNIO's event loop, under `fetch.max_bytes`: the declared length
/// when the head arrives, then the bytes as they arrive, after any `Content-Encoding` is undone.
final class ResponseCollector: HTTPClientResponseDelegate, @unchecked Sendable {
    /// A complete response, before redirects are looked at.
    struct Collected: Sendable {
        var head: HTTPResponseHead
        var body: Data
    }

    private let url: URL
    private let maxBytes: Int
    private let onBytes: (@Sendable (Int) -> Void)?
    private let lock = NSLock()
    private var head: HTTPResponseHead?
    private var body = Data()
    /// Set when the response passed `maxBytes`: the request fails for that, whichever error
    /// SwiftNIO reports first (a server that closes right after a gzip bomb's last byte races it).
    private var refusal: HTTPTransportError?

    init(url: URL, maxBytes: Int, onBytes: (@Sendable (Int) -> Void)?) {
        self.url = url
        self.maxBytes = maxBytes
        self.onBytes = onBytes
    }

    func didReceiveHead(task: ClientTask<Collected>, _ head: HTTPResponseHead) -> EventLoopFuture<Void> {
        let declared = Self.declaredLength(head)
        lock.withLock {
            self.head = head
            if let declared, declared <= maxBytes, head.headers.first(name: "content-encoding") == nil { body.reserveCapacity(declared) }
        }
        // The declared length, compressed or not: a body that declares more than the cap is refused before it is read.
        if let declared, declared > maxBytes {
            refuse(task, HTTPTransportError(.tooLarge, url: url,
                                            reason: "response too large: Content-Length \(declared) bytes exceeds fetch.max_bytes \(maxBytes)"))
        }
        return task.eventLoop.makeSucceededVoidFuture()
    }

    func didReceiveBodyPart(task: ClientTask<Collected>, _ buffer: ByteBuffer) -> EventLoopFuture<Void> {
        let (count, encoding) = lock.withLock { () -> (Int?, String?) in
            guard body.count + buffer.readableBytes <= maxBytes else { return (nil, head?.headers.first(name: "content-encoding")) }
            buffer.withUnsafeReadableBytes { body.append(contentsOf: $0) }
            return (body.count, nil)
        }
        if let count {
            onBytes?(count)
        } else {
            let decoded = encoding.map { " after decoding its Content-Encoding \($0)" } ?? ""
            refuse(task, HTTPTransportError(.tooLarge, url: url, reason: "response too large: body exceeds fetch.max_bytes \(maxBytes)\(decoded)"))
        }
        return task.eventLoop.makeSucceededVoidFuture()
    }

    func didFinishRequest(task: ClientTask<Collected>) throws -> Collected {
        let (head, body) = lock.withLock { (self.head, self.body) }
        guard let head else { throw HTTPTransportError(.invalidResponse, url: url, reason: "no HTTP response") }
        let status = Int(head.status.code)
        let hasBody = !(100..<200).contains(status) && status != 204 && status != 304
        if hasBody, head.headers.first(name: "content-encoding") == nil, let declared = Self.declaredLength(head), body.count < declared {
            throw HTTPTransportError(.truncated, url: url, reason: "body ended after \(body.count) of \(declared) bytes")
        }
        return Collected(head: head, body: body)
    }

    /// Fails the task for `refusal`, which ``failure(_:)`` then reports.
    private func refuse(_ task: ClientTask<Collected>, _ refusal: HTTPTransportError) {
        lock.withLock { self.refusal = refusal }
        task.fail(reason: refusal)
    }

    /// The transport error for a request that failed with `error`, told what had arrived by then;
    /// the refusal of a response over `maxBytes` whatever `error` is.
    func failure(_ error: any Error) -> HTTPTransportError {
        let (head, count, refusal) = lock.withLock { (self.head, body.count, self.refusal) }
        if let refusal { return refusal }
        let encoding = head?.headers.first(name: "content-encoding")
        let received = head.map { (count: count, declared: encoding == nil ? Self.declaredLength($0) : nil) }
        return TransportFailure.describe(error, url: url, received: received, encoding: encoding, maxBytes: maxBytes)
    }

    private static func declaredLength(_ head: HTTPResponseHead) -> Int? {
        head.headers.first(name: "content-length").flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
    }
}
