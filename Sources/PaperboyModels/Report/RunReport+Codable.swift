extension RunReport {
    enum CodingKeys: String, CodingKey {
        case day, mode, sources, warnings, tldrs
    }

    /// Decodes a report; one written before reports had warnings has none.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(day: try c.decode(DigestDay.self, forKey: .day), mode: try c.decode(String.self, forKey: .mode),
                  sources: try c.decode([SourceReport].self, forKey: .sources),
                  warnings: try c.decodeIfPresent([String].self, forKey: .warnings) ?? [],
                  tldrs: try c.decodeIfPresent(TLDRSpending.self, forKey: .tldrs))
    }

    /// Encodes the report; `warnings` only when there are some and `tldrs` only when asked for, so a clean run's bytes do not change.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(day, forKey: .day)
        try c.encode(mode, forKey: .mode)
        try c.encode(sources, forKey: .sources)
        if !warnings.isEmpty { try c.encode(warnings, forKey: .warnings) }
        try c.encodeIfPresent(tldrs, forKey: .tldrs)
    }
}
