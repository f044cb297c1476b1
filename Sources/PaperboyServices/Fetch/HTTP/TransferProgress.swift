/// Who hears about a response's body as it arrives: set by ``HTTPClient`` around one
/// ``HTTPTransport/send(_:)`` and read by the transports that can tell (``URLSessionTransport``),
/// so the transport protocol stays one method.
enum TransferProgress {
    /// Called with the body bytes received so far.
    @TaskLocal static var onBytes: (@Sendable (Int) -> Void)?
}
