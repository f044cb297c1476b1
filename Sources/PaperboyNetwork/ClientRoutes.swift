import AsyncHTTPClient
import Foundation
import NIOCore
import NIOSSL
import PaperboyServices

/// One AsyncHTTPClient per way out (direct, or through each proxy the environment names), made
/// when first needed: AsyncHTTPClient sets its proxy per client, and ``NetworkEnvironment``
/// picks one per URL.
final class ClientRoutes: @unchecked Sendable {
    private let environment: NetworkEnvironment
    private let maxBytes: Int
    private let tls: Result<TLSConfiguration, SettingError>
    private let lock = NSLock()
    private var clients: [ProxyServer?: AsyncHTTPClient.HTTPClient] = [:]

    init(environment: NetworkEnvironment, maxBytes: Int) {
        self.environment = environment
        self.maxBytes = maxBytes
        tls = TrustRoots.configuration(file: environment.certificateFile, folders: environment.certificateFolders)
    }

    /// The client for `url`.
    /// - Throws: ``HTTPTransportError`` (`.connection`) naming the proxy or certificate variable that cannot be used.
    func client(for url: URL) throws -> AsyncHTTPClient.HTTPClient {
        let proxy: ProxyServer?
        let tls: TLSConfiguration
        do {
            proxy = try environment.proxy(for: url)
            tls = try self.tls.get()
        } catch let error as SettingError {
            throw HTTPTransportError(.connection, url: url, reason: "connection failed (\(error.message))")
        }
        return lock.withLock {
            if let client = clients[proxy] { return client }
            let client = AsyncHTTPClient.HTTPClient(eventLoopGroup: AsyncHTTPClient.HTTPClient.defaultEventLoopGroup,
                                                    configuration: configuration(proxy: proxy, tls: tls))
            clients[proxy] = client
            return client
        }
    }

    /// Shuts every client down without waiting (each keeps itself alive until it is down).
    func shutdown() {
        for client in lock.withLock({ Array(clients.values) }) {
            client.shutdown { _ in }
        }
    }

    private func configuration(proxy: ProxyServer?, tls: TLSConfiguration) -> AsyncHTTPClient.HTTPClient.Configuration {
        var configuration = AsyncHTTPClient.HTTPClient.Configuration(
            tlsConfiguration: tls,
            redirectConfiguration: .disallow,
            timeout: .init(connect: .seconds(30)),
            proxy: proxy.map(Self.proxy),
            // The decoded bytes are bounded in the decoder itself: it stops inflating at the cap,
            // however much one compressed chunk would expand to.
            decompression: .enabled(limit: .size(maxBytes)))
        configuration.httpVersion = .http1Only
        // A refused connection or a failed TLS handshake is reported, not retried until the
        // deadline: HTTPClient's retry policy decides what is tried again.
        configuration.connectionPool.retryConnectionEstablishment = false
        return configuration
    }

    private static func proxy(_ server: ProxyServer) -> AsyncHTTPClient.HTTPClient.Configuration.Proxy {
        switch server.kind {
        case .socks5:
            return .socksServer(host: server.host, port: server.port)
        case .http:
            let authorization = server.credentials.map { AsyncHTTPClient.HTTPClient.Authorization.basic(credentials: Data($0.utf8).base64EncodedString()) }
            return .server(host: server.host, port: server.port, authorization: authorization)
        }
    }
}

/// One AsyncHTTPClient request under way (its `HTTPClient` shares a name with Paperboy's).
typealias ClientTask<Response> = AsyncHTTPClient.HTTPClient.Task<Response>
