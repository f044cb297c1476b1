extension Rating {
    /// The likes and dislikes that stand: per item, the latest by date, then by file name
    /// (a 👎 after a 👍 of the same item replaces it). Mutes are left out. Ordered by item id.
    public static func latestItemRatings(_ ratings: [Rating]) -> [Rating] {
        var latest: [String: Rating] = [:]
        for rating in ratings where rating.verdict != .mute {
            guard case .item(let id) = rating.target else { continue }
            if let known = latest[id], (known.date, known.file, known.line) >= (rating.date, rating.file, rating.line) { continue }
            latest[id] = rating
        }
        return latest.sorted { $0.key < $1.key }.map(\.value)
    }
}
