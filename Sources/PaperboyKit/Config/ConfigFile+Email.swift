extension ConfigFile {
    /// The `email:` block.
    struct Email: Decodable {
        var enabled: Bool?
        var from: String?
        var to: String?
        var subject: String?
        var output: String?

        enum CodingKeys: String, CodingKey, CaseIterable {
            case enabled, from, to, subject, output
        }

        init(from decoder: any Decoder) throws {
            try decoder.rejectUnknownKeys(CodingKeys.self)
            let c = try decoder.container(keyedBy: CodingKeys.self)
            enabled = try c.decodeIfPresent(Bool.self, forKey: .enabled)
            from = try c.decodeIfPresent(String.self, forKey: .from)
            to = try c.decodeIfPresent(String.self, forKey: .to)
            subject = try c.decodeIfPresent(String.self, forKey: .subject)
            output = try c.decodeIfPresent(String.self, forKey: .output)
        }
    }
}
