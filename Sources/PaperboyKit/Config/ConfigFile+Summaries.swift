extension ConfigFile {
    /// `summaries:`: the key sentence and the optional TL;DRs.
    struct Summaries: Decodable {
        var keySentence: Bool?
        var tldr: TLDR?

        enum CodingKeys: String, CodingKey, CaseIterable {
            case keySentence = "key_sentence"
            case tldr
        }

        init(from decoder: any Decoder) throws {
            try decoder.rejectUnknownKeys(CodingKeys.self)
            let c = try decoder.container(keyedBy: CodingKeys.self)
            keySentence = try c.decodeIfPresent(Bool.self, forKey: .keySentence)
            tldr = try c.decodeIfPresent(TLDR.self, forKey: .tldr)
        }
    }

    /// `summaries: tldr:`: the chat endpoint and the day's budget.
    struct TLDR: Decodable {
        var baseURL: String?
        var model: String?
        var apiKeyEnv: String?
        var top: Int?
        var maxRequests: Int?
        var maxTokens: Int?
        var maxOutputTokens: Int?

        enum CodingKeys: String, CodingKey, CaseIterable {
            case baseURL = "base_url"
            case model
            case apiKeyEnv = "api_key_env"
            case top
            case maxRequests = "max_requests"
            case maxTokens = "max_tokens"
            case maxOutputTokens = "max_output_tokens"
        }

        init(from decoder: any Decoder) throws {
            try decoder.rejectUnknownKeys(CodingKeys.self)
            let c = try decoder.container(keyedBy: CodingKeys.self)
            baseURL = try c.decodeIfPresent(String.self, forKey: .baseURL)
            model = try c.decodeIfPresent(String.self, forKey: .model)
            apiKeyEnv = try c.decodeIfPresent(String.self, forKey: .apiKeyEnv)
            top = try c.decodeIfPresent(Int.self, forKey: .top)
            maxRequests = try c.decodeIfPresent(Int.self, forKey: .maxRequests)
            maxTokens = try c.decodeIfPresent(Int.self, forKey: .maxTokens)
            maxOutputTokens = try c.decodeIfPresent(Int.self, forKey: .maxOutputTokens)
        }
    }
}
