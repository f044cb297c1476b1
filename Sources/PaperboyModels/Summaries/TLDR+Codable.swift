extension TLDR: Codable {
    private enum CodingKeys: String, CodingKey {
        case item, key, text, missed, tokens, requests
    }

    /// Reads `{"item", "key", "text" | "missed", "tokens", "requests"}`.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        itemID = try c.decode(String.self, forKey: .item)
        key = try c.decode(String.self, forKey: .key)
        if let text = try c.decodeIfPresent(String.self, forKey: .text) {
            outcome = .written(text)
        } else {
            outcome = .missed(try c.decode(String.self, forKey: .missed))
        }
        tokens = try c.decodeIfPresent(Int.self, forKey: .tokens) ?? 0
        requests = try c.decodeIfPresent(Int.self, forKey: .requests) ?? 0
    }

    /// Writes the text under `text`, or the reason under `missed`.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(itemID, forKey: .item)
        try c.encode(key, forKey: .key)
        switch outcome {
        case .written(let text): try c.encode(text, forKey: .text)
        case .missed(let reason): try c.encode(reason, forKey: .missed)
        }
        try c.encode(tokens, forKey: .tokens)
        try c.encode(requests, forKey: .requests)
    }
}
