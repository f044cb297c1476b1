import PaperboyModels

extension PaperboyConfig {
    /// The reader's ratings. PLACEHOLDER until the ratings folder reader lands.
    func ratings() throws -> [Rating] { [] }
}
