import Foundation
import PaperboyModels

/// A pacing turn that would come after the source's time budget runs out.
public struct PacingRefusal: Error, Sendable, CustomStringConvertible {
    /// The URL waiting for its turn.
    public var url: URL
    /// When its turn would come.
    public var ready: Date
    /// The source's deadline.
    public var deadline: Date

    /// `URL: next pacing slot is after the source's time budget`.
    public var description: String {
        "\(url.absoluteString): the next request slot for this host comes after the source's time budget (fetch.budget_seconds) runs out"
    }
}

extension PacingRefusal: PaperboyError {
    /// Where it happened.
    public var location: ErrorLocation? { ErrorLocation(url.absoluteString) }
    /// What went wrong.
    public var reason: String { description }
}
