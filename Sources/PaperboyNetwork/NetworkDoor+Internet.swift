import PaperboyServices

extension NetworkDoor {
    /// The real network: a ``NetworkTransport`` for the run's limits. The command line passes
    /// it; nothing below the command line links this module.
    public static let internet = NetworkDoor { limits in
        NetworkTransport(maxBytes: limits.maxBytes, maxRedirects: limits.maxRedirects, environment: limits.environment)
    }
}
