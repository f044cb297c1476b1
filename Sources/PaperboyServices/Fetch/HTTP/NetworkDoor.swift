import Foundation

/// How a run reaches the network: the one door that makes its ``HTTPTransport``, chosen once
/// at the top (the command line passes PaperboyNetwork's, a test its own) and passed down.
/// Nothing below the top links an HTTP stack or defaults to one.
public struct NetworkDoor: Sendable {
    /// What a transport is made for: the run's limits and environment.
    public struct Limits: Sendable, Equatable {
        /// The largest response body read, in bytes (`fetch.max_bytes`).
        public var maxBytes: Int
        /// How many redirects one request follows (`fetch.max_redirects`).
        public var maxRedirects: Int
        /// The process environment: proxy and certificate variables are read from it.
        public var environment: [String: String]

        /// Creates limits.
        public init(maxBytes: Int, maxRedirects: Int, environment: [String: String]) {
            self.maxBytes = maxBytes
            self.maxRedirects = maxRedirects
            self.environment = environment
        }
    }

    /// Makes the run's transport; called once per client a run opens.
    public var open: @Sendable (Limits) -> any HTTPTransport

    /// A door that makes transports with `open`.
    public init(open: @escaping @Sendable (Limits) -> any HTTPTransport) {
        self.open = open
    }

    /// A door that always hands out `transport`, whatever the limits (tests, and a run
    /// with no network at all).
    public static func always(_ transport: any HTTPTransport) -> NetworkDoor {
        NetworkDoor { _ in transport }
    }
}
