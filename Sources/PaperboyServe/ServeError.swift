import PaperboyModels

/// `paperboy serve` could not start: the address is taken or cannot be bound, or there is nothing to serve.
public struct ServeError: PaperboyError, Equatable {
    /// One line: what, where, and what to do about it.
    public var description: String

    /// An address, not a file: the message names it.
    public var location: ErrorLocation? { nil }
    /// The whole message.
    public var reason: String { description }

    /// Creates an error.
    public init(_ description: String) { self.description = description }

    /// Another program already listens on `host:port`.
    static func portInUse(host: String, port: UInt16) -> ServeError {
        ServeError("port \(port) on \(host) is already in use; stop the other server or pick another --port (0 for any free one)")
    }

    /// `host:port` cannot be bound for another reason (`reason` is the system's).
    static func cannotListen(host: String, port: UInt16, reason: String) -> ServeError {
        ServeError("cannot listen on \(host) port \(port): \(reason)")
    }
}
