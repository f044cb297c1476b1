import PaperboyModels

/// Why a digest could not be built, naming the section and, when one failed, the stage.
public struct DigestBuildError: Error, CustomStringConvertible {
    /// The section being built.
    public var sectionID: String
    /// The failing stage's name, nil when the plan itself is wrong.
    public var stage: String?
    /// What went wrong.
    public var reason: String
    /// The stage's own error, when there is one.
    public var underlying: (any Error)?

    /// Creates an error.
    public init(sectionID: String, stage: String?, reason: String, underlying: (any Error)? = nil) {
        self.sectionID = sectionID
        self.stage = stage
        self.reason = reason
        self.underlying = underlying
    }

    public var description: String {
        if let stage { return "section \"\(sectionID)\", stage \(stage): \(reason)" }
        return "section \"\(sectionID)\": \(reason)"
    }
}

extension DigestBuildError: PaperboyError {
    /// Where it happened.
    public var location: ErrorLocation? { ErrorLocation("section " + sectionID) }
    /// The error it wraps.
    public var cause: (any Error)? { underlying }
}
