extension ConfigFile {
    /// One entry of `sources:`.
    struct Source: Decodable {
        var name: String?
        var kind: String?
        var path: String?
        var url: String?
        var format: String?

        enum CodingKeys: String, CodingKey, CaseIterable {
            case name, kind, path, url, format
        }

        init(from decoder: any Decoder) throws {
            try decoder.rejectUnknownKeys(CodingKeys.self)
            let c = try decoder.container(keyedBy: CodingKeys.self)
            name = try c.decodeIfPresent(String.self, forKey: .name)
            kind = try c.decodeIfPresent(String.self, forKey: .kind)
            path = try c.decodeIfPresent(String.self, forKey: .path)
            url = try c.decodeIfPresent(String.self, forKey: .url)
            format = try c.decodeIfPresent(String.self, forKey: .format)
        }
    }
}
