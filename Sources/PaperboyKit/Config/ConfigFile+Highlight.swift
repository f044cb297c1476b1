extension ConfigFile {
    /// One entry of `highlights:`.
    struct Highlight: Decodable {
        var label: String?
        var authors: [String]?
        var keywords: [String]?
        var query: String?

        enum CodingKeys: String, CodingKey, CaseIterable {
            case label, authors, keywords, query
        }

        init(from decoder: any Decoder) throws {
            try decoder.rejectUnknownKeys(CodingKeys.self)
            let c = try decoder.container(keyedBy: CodingKeys.self)
            label = try c.decodeIfPresent(String.self, forKey: .label)
            authors = try c.decodeIfPresent([String].self, forKey: .authors)
            keywords = try c.decodeIfPresent([String].self, forKey: .keywords)
            query = try c.decodeIfPresent(String.self, forKey: .query)
        }
    }
}
