import Foundation
import PaperboyModels

extension DigestDay {
    /// The day `days` later (earlier when negative).
    func adding(days: Int) -> DigestDay {
        let utc = TimeZone(identifier: "UTC")!
        return DigestDay(containing: start(in: utc).addingTimeInterval(Double(days) * 86_400 + 43_200), in: utc)
    }
}
