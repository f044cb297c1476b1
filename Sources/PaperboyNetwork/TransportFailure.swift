import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import NIOHTTPCompression
import NIOPosix
import NIOSSL
import PaperboyServices

/// Turns what AsyncHTTPClient and SwiftNIO throw into the ``HTTPTransportError`` the retry logic acts on.
enum TransportFailure {
    /// - Parameters:
    ///   - received: With a response under way, the body bytes read so far and the declared length
    ///     of an unencoded body: a connection that breaks off then is a truncated body.
    static func describe(_ error: any Error, url: URL, received: (count: Int, declared: Int?)?,
                         encoding: String? = nil, maxBytes: Int = 0) -> HTTPTransportError {
        if let error = error as? HTTPTransportError { return error }
        if error is CancellationError {
            return HTTPTransportError(.invalidResponse, url: url, reason: "request cancelled")
        }
        if let error = error as? NIOHTTPDecompression.DecompressionError {
            if error == .limit {
                return HTTPTransportError(.tooLarge, url: url,
                                          reason: "response too large: body exceeds fetch.max_bytes \(maxBytes) after decoding its Content-Encoding \(encoding ?? "")")
            }
            return HTTPTransportError(.invalidResponse, url: url, reason: "cannot decode its Content-Encoding \(encoding ?? "") (\(error))")
        }
        if let error = error as? NIOHTTPDecompression.ExtraDecompressionError {
            let kind: HTTPTransportError.Kind = error == .truncatedData ? .truncated : .invalidResponse
            return HTTPTransportError(kind, url: url, reason: "its Content-Encoding \(encoding ?? "") body is \(error == .truncatedData ? "cut short" : "followed by junk")")
        }
        if let error = error as? HTTPClientError {
            return describe(error, url: url, received: received)
        }
        if let received {
            let of = received.declared.map { " of \($0)" } ?? ""
            return HTTPTransportError(.truncated, url: url, reason: "body ended after \(received.count)\(of) bytes")
        }
        if error is NIOSSLError || error is BoringSSLError || error is NIOSSLExtraError {
            return HTTPTransportError(.connection, url: url, reason: "connection failed (TLS: \(error))")
        }
        if error is HTTPParserError {
            return HTTPTransportError(.connection, url: url, reason: "connection failed (bad server response: \(error))")
        }
        if let error = error as? NIOConnectionError {
            let unresolved = (error.dnsAError != nil || error.dnsAAAAError != nil) && error.connectionErrors.isEmpty
            return HTTPTransportError(.connection, url: url, reason: "connection failed (cannot \(unresolved ? "find" : "connect to") host)")
        }
        if let error = error as? IOError, [ECONNREFUSED, EHOSTUNREACH, ENETUNREACH].contains(error.errnoCode) {
            return HTTPTransportError(.connection, url: url, reason: "connection failed (cannot connect to host)")
        }
        if let error = error as? ChannelError, case .connectTimeout = error {
            return HTTPTransportError(.timedOut, url: url, reason: "timed out connecting")
        }
        return HTTPTransportError(.connection, url: url, reason: "connection failed (\(error))")
    }

    private static func describe(_ error: HTTPClientError, url: URL, received: (count: Int, declared: Int?)?) -> HTTPTransportError {
        switch error {
        case .deadlineExceeded, .readTimeout, .writeTimeout:
            return HTTPTransportError(.timedOut, url: url, reason: "timed out")
        case .connectTimeout, .tlsHandshakeTimeout, .httpProxyHandshakeTimeout, .socksHandshakeTimeout:
            return HTTPTransportError(.timedOut, url: url, reason: "timed out connecting (\(error))")
        case .cancelled:
            return HTTPTransportError(.invalidResponse, url: url, reason: "request cancelled")
        case .remoteConnectionClosed where received != nil:
            let of = received?.declared.map { " of \($0)" } ?? ""
            return HTTPTransportError(.truncated, url: url, reason: "body ended after \(received?.count ?? 0)\(of) bytes")
        case .remoteConnectionClosed:
            return HTTPTransportError(.truncated, url: url, reason: "connection closed before the response was complete")
        case .invalidProxyResponse, .proxyAuthenticationRequired:
            return HTTPTransportError(.connection, url: url, reason: "connection failed (the proxy refused: \(error))")
        default:
            return HTTPTransportError(.connection, url: url, reason: "connection failed (\(error))")
        }
    }
}
