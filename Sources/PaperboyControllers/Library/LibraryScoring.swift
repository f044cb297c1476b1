/// The parameters of the library score (config `library:`); the defaults are the
/// ones the ranking evaluation (`make bench`, section `ranking`) supports.
public struct LibraryScoring: Hashable, Sendable {
    /// How many times a title word counts against an abstract word (`title_weight`).
    public var titleWeight: Double
    /// How many of the closest library entries add to the score (`top_k`).
    public var topK: Int
    /// Each further close entry counts this much of the one before (`decay`).
    public var decay: Double
    /// A library entry this many days older than the day counts half (`half_life_days`).
    public var halfLifeDays: Double
    /// The least an old library entry counts, however old (`recency_floor`).
    public var recencyFloor: Double
    /// Added once when an author of the item wrote a library entry (`author_boost`).
    public var authorBoost: Double
    /// How far the learned model moves the library score (`learned_weight`): an item the
    /// model is sure of counts up to `1 + w` times, one it rejects down to `1 − w` times; 0: off.
    public var learnedWeight: Double
    /// Shared terms shown in the reason.
    public var reasonTerms: Int

    /// Creates parameters.
    public init(titleWeight: Double = 2, topK: Int = 5, decay: Double = 0.5, halfLifeDays: Double = 1460,
                recencyFloor: Double = 0.3, authorBoost: Double = 0.05, learnedWeight: Double = 0.8, reasonTerms: Int = 5) {
        self.titleWeight = titleWeight
        self.topK = max(1, topK)
        self.decay = decay
        self.halfLifeDays = halfLifeDays
        self.recencyFloor = recencyFloor
        self.authorBoost = authorBoost
        self.learnedWeight = learnedWeight
        self.reasonTerms = reasonTerms
    }
}
