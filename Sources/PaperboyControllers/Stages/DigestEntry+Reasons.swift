import PaperboyModels

extension DigestEntry {
    /// Adds `reason` unless the entry already has the very same one (a term written twice).
    mutating func addReason(_ reason: MatchReason) {
        if !reasons.contains(reason) { reasons.append(reason) }
    }
}
