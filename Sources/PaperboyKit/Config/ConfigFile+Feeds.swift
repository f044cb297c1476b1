extension ConfigFile {
    /// The `feeds:` block.
    struct Feeds: Decodable {
        var days: Int?
        var maxEntries: Int?
        var maxBytes: Int?
        var fullContent: Bool?
        var perSection: Bool?

        enum CodingKeys: String, CodingKey, CaseIterable {
            case days
            case maxEntries = "max_entries"
            case maxBytes = "max_bytes"
            case fullContent = "full_content"
            case perSection = "per_section"
        }

        init(from decoder: any Decoder) throws {
            try decoder.rejectUnknownKeys(CodingKeys.self)
            let c = try decoder.container(keyedBy: CodingKeys.self)
            days = try c.decodeIfPresent(Int.self, forKey: .days)
            maxEntries = try c.decodeIfPresent(Int.self, forKey: .maxEntries)
            maxBytes = try c.decodeIfPresent(Int.self, forKey: .maxBytes)
            fullContent = try c.decodeIfPresent(Bool.self, forKey: .fullContent)
            perSection = try c.decodeIfPresent(Bool.self, forKey: .perSection)
        }
    }
}
