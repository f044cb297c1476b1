import PaperboyModels

extension DayManifest {
    /// The key of each month's search shard (`2024-11`): a shard lists the items that the
    /// month's days listed first (``SearchDocument``), so it is made of those days and every
    /// earlier one. The key hashes every day up to the month's end, its ISO date and change
    /// stamp, with the config and theme keys; not its neighbours, unlike a day's input key, so
    /// a new day changes its own month's key only. The months from the first day without a
    /// change stamp on have no key (their shards are made every time).
    static func shardKeys(days: [DigestDay], stamps: [String?], configKey: UInt64?, themeKey: UInt64) -> [String: String] {
        guard let configKey else { return [:] }
        var hash = FNV1a()
        hash.add(String(themeKey))
        hash.add(String(configKey))
        var keys: [String: String] = [:]
        for (i, day) in days.enumerated() {
            guard let stamp = stamps[i] else { break }
            hash.add(day.isoText)
            hash.add(stamp)
            let next = i + 1 < days.count ? days[i + 1] : nil
            if next.map({ $0.year != day.year || $0.month != day.month }) ?? true {
                keys[String(day.isoText.prefix(7))] = String(hash.value, radix: 16)
            }
        }
        return keys
    }
}
