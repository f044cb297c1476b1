extension ConfigFile {
    /// `library:`: the reader's own papers and how they rank a day.
    struct Library: Decodable {
        var paths: [String]?
        var titleWeight: Double?
        var topK: Int?
        var decay: Double?
        var halfLifeDays: Double?
        var recencyFloor: Double?
        var authorBoost: Double?
        var ratings: String?
        var repository: String?
        var branch: String?

        enum CodingKeys: String, CodingKey, CaseIterable {
            case paths
            case titleWeight = "title_weight"
            case topK = "top_k"
            case decay
            case halfLifeDays = "half_life_days"
            case recencyFloor = "recency_floor"
            case authorBoost = "author_boost"
        case ratings
        case repository
        case branch
        }

        init(from decoder: any Decoder) throws {
            try decoder.rejectUnknownKeys(CodingKeys.self)
            let c = try decoder.container(keyedBy: CodingKeys.self)
            if let one = try? c.decodeIfPresent(String.self, forKey: .paths) {
                paths = [one]
            } else {
                paths = try c.decodeIfPresent([String].self, forKey: .paths)
            }
            titleWeight = try c.decodeIfPresent(Double.self, forKey: .titleWeight)
            topK = try c.decodeIfPresent(Int.self, forKey: .topK)
            decay = try c.decodeIfPresent(Double.self, forKey: .decay)
            halfLifeDays = try c.decodeIfPresent(Double.self, forKey: .halfLifeDays)
            recencyFloor = try c.decodeIfPresent(Double.self, forKey: .recencyFloor)
            authorBoost = try c.decodeIfPresent(Double.self, forKey: .authorBoost)
            ratings = try c.decodeIfPresent(String.self, forKey: .ratings)
            repository = try c.decodeIfPresent(String.self, forKey: .repository)
            branch = try c.decodeIfPresent(String.self, forKey: .branch)
        }
    }
}
