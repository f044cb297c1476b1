extension ConfigFile {
    /// One entry of `sections:`.
    struct Section: Decodable {
        var title: String?
        var id: String?
        var sources: [String]?
        var include: [String]?
        var exclude: [String]?
        var limit: Int?

        enum CodingKeys: String, CodingKey, CaseIterable {
            case title, id, sources, include, exclude, limit
        }

        init(from decoder: any Decoder) throws {
            try decoder.rejectUnknownKeys(CodingKeys.self)
            let c = try decoder.container(keyedBy: CodingKeys.self)
            title = try c.decodeIfPresent(String.self, forKey: .title)
            id = try c.decodeIfPresent(String.self, forKey: .id)
            sources = try c.decodeIfPresent([String].self, forKey: .sources)
            include = try c.decodeIfPresent([String].self, forKey: .include)
            exclude = try c.decodeIfPresent([String].self, forKey: .exclude)
            limit = try c.decodeIfPresent(Int.self, forKey: .limit)
        }
    }
}
