extension ConfigFile {
    /// One entry of `sources:`. Every kind's keys decode here; ``ConfigResolver``
    /// then refuses keys that do not belong to the entry's kind.
    struct Source: Decodable {
        var name: String?
        var kind: String?
        var path: String?
        var url: String?
        var format: String?
        var categories: [String]?
        var batchSize: Int?
        var announce: [String]?
        var query: String?
        var maxResults: Int?
        var pageSize: Int?
        var days: Int?
        var sort: String?
        var order: String?
        /// The keys written, in document order.
        var keys: [CodingKeys]

        enum CodingKeys: String, CodingKey, CaseIterable {
            case name, kind, path, url, format, categories
            case batchSize = "batch_size"
            case announce, query
            case maxResults = "max_results"
            case pageSize = "page_size"
            case days, sort, order
        }

        init(from decoder: any Decoder) throws {
            try decoder.rejectUnknownKeys(CodingKeys.self)
            let c = try decoder.container(keyedBy: CodingKeys.self)
            keys = c.allKeys
            name = try c.decodeIfPresent(String.self, forKey: .name)
            kind = try c.decodeIfPresent(String.self, forKey: .kind)
            path = try c.decodeIfPresent(String.self, forKey: .path)
            url = try c.decodeIfPresent(String.self, forKey: .url)
            format = try c.decodeIfPresent(String.self, forKey: .format)
            categories = try c.decodeIfPresent([String].self, forKey: .categories)
            batchSize = try c.decodeIfPresent(Int.self, forKey: .batchSize)
            announce = try c.decodeIfPresent([String].self, forKey: .announce)
            query = try c.decodeIfPresent(String.self, forKey: .query)
            maxResults = try c.decodeIfPresent(Int.self, forKey: .maxResults)
            pageSize = try c.decodeIfPresent(Int.self, forKey: .pageSize)
            days = try c.decodeIfPresent(Int.self, forKey: .days)
            sort = try c.decodeIfPresent(String.self, forKey: .sort)
            order = try c.decodeIfPresent(String.self, forKey: .order)
        }
    }
}
