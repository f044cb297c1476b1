extension ConfigFile {
    /// `item_pages:`: a page of its own for every listed item.
    struct ItemPages: Decodable {
        var enabled: Bool?
        var related: Int?
        var days: Int?

        enum CodingKeys: String, CodingKey, CaseIterable {
            case enabled, related, days
        }

        init(from decoder: any Decoder) throws {
            try decoder.rejectUnknownKeys(CodingKeys.self)
            let c = try decoder.container(keyedBy: CodingKeys.self)
            enabled = try c.decodeIfPresent(Bool.self, forKey: .enabled)
            related = try c.decodeIfPresent(Int.self, forKey: .related)
            days = try c.decodeIfPresent(Int.self, forKey: .days)
        }
    }
}
